import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { brand } from '@/lib/brand';
import { BrandLogo } from '@/ui/BrandLogo';
import classes from './login.module.css';

const HIGHLIGHTS = [
  { icon: IconUsersGroup, title: '园务一体化', text: '班级、幼儿、教职工、考勤与审批，一处管理' },
  { icon: IconCloudOff, title: '离线也能用', text: '网络中断时照常查看与记录，恢复后自动同步' },
  { icon: IconShieldCheck, title: '数据安全', text: '按园所与岗位授权，每次请求签名校验' },
];

/** The brand panel of the login page (hidden on small screens). */
export function LoginShowcase() {
  return (
    <aside className={classes.showcase}>
      <div className={classes.showcaseBrand}>
        <BrandLogo size={44} />
        <Text fw={700} fz={22} c="white">
          {brand.name}
        </Text>
      </div>
      <Stack gap="xl" className={classes.showcaseBody}>
        <div>
          <Title order={1} c="white" fz={38} lh={1.3}>
            {brand.slogan}
          </Title>
          <Text c="rgba(255,255,255,0.82)" mt="md" fz="lg">
            面向幼儿园与学校教职工的智慧管理后台
          </Text>
        </div>
        <Stack gap="lg" mt="md">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.highlight}>
              <ThemeIcon size={44} radius="md" variant="white" color={brand.primaryColor}>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="white">
                  {title}
                </Text>
                <Text size="sm" c="rgba(255,255,255,0.78)">
                  {text}
                </Text>
              </div>
            </div>
          ))}
        </Stack>
      </Stack>
    </aside>
  );
}

import {
  IconBuildingCommunity,
  IconCategory,
  IconFolders,
  IconHeartHandshake,
  IconHome2,
  IconMessages,
  IconSchool,
  IconSettings,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';

/**
 * Icons for the top-level categories. Matched on words of the name, since style 2 renames the groups
 * (智慧园务 becomes 智慧协同办公) and the server's icon names are free text.
 */
const BY_KEYWORD: ReadonlyArray<readonly [RegExp, Icon]> = [
  [/首页|工作台/, IconHome2],
  [/园务|协同/, IconBuildingCommunity],
  [/教学/, IconSchool],
  [/融合/, IconHeartHandshake],
  [/保健|卫生|健康/, IconStethoscope],
  [/家校|家园/, IconMessages],
  [/资源/, IconFolders],
  [/设置/, IconSettings],
];

export function categoryIcon(name: string): Icon {
  return BY_KEYWORD.find(([re]) => re.test(name))?.[1] ?? IconCategory;
}

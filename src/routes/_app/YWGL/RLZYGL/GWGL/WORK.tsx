import { createFileRoute } from '@tanstack/react-router';
import { MyDutiesPage } from '@/features/org/departments/MyDutiesPage';

/** 岗位职责: always allowed (SPEC §6). */
export const Route = createFileRoute('/_app/YWGL/RLZYGL/GWGL/WORK')({ component: MyDutiesPage });

import { createFileRoute } from '@tanstack/react-router';
import { ParentInvitesPage } from '@/features/parent-invites/ParentInvitesPage';

/** 邀请家长 (from 幼儿管理): not a menu page of its own; its calls need the YEGL invite and review actions. */
export const Route = createFileRoute('/_app/YWGL/JCXX/JZYQ')({ component: ParentInvitesPage });

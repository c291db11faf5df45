import { createFileRoute } from '@tanstack/react-router';
import { TermSettingsPage } from '@/features/settings/TermSettingsPage';

export const Route = createFileRoute('/_app/JCSZ/YLSZ')({ component: TermSettingsPage });

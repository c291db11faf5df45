import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/AppProviders';

/** Render inside the app's providers (Mantine, modals with 确定/取消, top-centre toasts). */
export const renderWithProviders = (ui: ReactElement) => render(<AppProviders>{ui}</AppProviders>);

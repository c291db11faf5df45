import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { checkFile } from '../../scripts/check-boundaries.mjs';

const why = (file: string, source: string): string[] => checkFile(file, source).map((p: { why: string }) => p.why);

describe('import boundaries', () => {
  it('keeps the server away from the app, relative or aliased', () => {
    expect(why('server/app.ts', "import { x } from '../src/lib/api';")).toEqual(['server/ may not import src/']);
    expect(why('server/app.ts', "import { x } from '@/lib/api';")).toEqual(['server/ may not import src/']);
    expect(why('server/app.ts', "import { ok } from '@contract';")).toEqual([]);
  });

  it('keeps contract free of our other layers', () => {
    expect(why('contract/menu.ts', "import { db } from '../server/db/client';")).toEqual(['contract/ may not import server/']);
  });

  it('forbids one feature importing another, and shared layers importing features', () => {
    expect(why('src/features/home/HomePage.tsx', "import { LoginForm } from '../account/LoginForm';")).toHaveLength(1);
    expect(why('src/features/home/HomePage.tsx', "const X = lazy(() => import('@/features/account/LoginPage'));")).toHaveLength(1);
    expect(why('src/features/home/HomePage.tsx', "import { Card } from './Card';\nimport { EmptyState } from '@/ui/EmptyState';")).toEqual(
      [],
    );
    expect(why('src/ui/Table.tsx', "import { x } from '../features/home/x';")).toEqual([
      'src/ui and src/lib may not import features, app or routes',
    ]);
  });

  it('ignores packages', () => {
    expect(why('contract/session.ts', "import { z } from 'zod';")).toEqual([]);
  });
});

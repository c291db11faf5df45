import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { checkApiLiterals, checkFile, findCycles, importGraph, mutualFolders } from '../../scripts/check-boundaries.mjs';

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
    // In a domain folder, each area is a feature: finance/bills may not reach into finance/refunds.
    expect(why('src/features/finance/bills/BillsPage.tsx', "import { RefundDialog } from '../refunds/RefundDialog';")).toEqual([
      'feature "finance/bills" may not import feature "finance/refunds" (share through ui/, lib/ or contract/)',
    ]);
    expect(why('src/features/finance/bills/BillsPage.tsx', "import { useBills } from './use-bills';")).toEqual([]);
    expect(why('src/ui/Table.tsx', "import { x } from '../features/home/x';")).toEqual([
      'src/ui and src/lib may not import features, app or routes',
    ]);
  });

  it('ignores packages', () => {
    expect(why('contract/permissions.ts', "import { sha256 } from '@noble/hashes/sha2.js';")).toEqual([]);
  });

  it('keeps the sync protocol out of the services, which record changes through server/replication', () => {
    expect(why('server/services/classes/create-class.ts', "import { runMutation } from '../../sync/mutators';")).toEqual([
      'server/services may not import server/sync (change log and row mappers: server/replication)',
    ]);
    expect(why('server/services/classes/create-class.ts', "import type { X } from '../../sync/push';")).toHaveLength(1);
    expect(why('server/services/classes/create-class.ts', "import { recordChanges } from '../../replication/change-log';")).toEqual([]);
    // The client's sync/ layer is another thing, and server/sync may use the services.
    expect(why('server/services/classes/create-class.ts', "import { TABLES } from '@sync/tables';")).toEqual([
      'server/ may not import sync/',
    ]);
    expect(why('server/sync/push.ts', "import type { AuthedContext } from '../services/context';")).toEqual([]);
  });

  it('keeps shared widgets from calling the server', () => {
    expect(why('src/ui/Table.tsx', "import { api } from '@/lib/api/client';")).toEqual([
      'src/ui may not import src/lib/api (the feature that uses a widget calls the server)',
    ]);
    expect(why('src/ui/Table.tsx', "import { api } from '../lib/api';")).toHaveLength(1);
    expect(why('src/ui/Table.tsx', "import { useForm } from '@/lib/form/use-form';")).toEqual([]);
    expect(why('src/features/home/HomePage.tsx', "import { api } from '@/lib/api/client';")).toEqual([]);
  });

  it('keeps the contract barrel out of the app, the sync engine and the workers (the first load carries what it runs)', () => {
    const barrel = "import from '@contract/<file>', not the contract barrel (it drags every schema into the first load)";
    expect(why('src/lib/session/store.ts', "import type { Session } from '@contract';")).toEqual([barrel]);
    expect(why('sync/mutate.ts', "import { MUTATIONS } from '../contract';")).toEqual([barrel]);
    expect(why('workers/image.worker.ts', "import { x } from '../contract/index';")).toEqual([barrel]);
    expect(why('src/lib/session/store.ts', "import type { Session } from '@contract/session';")).toEqual([]);
    expect(why('server/app.ts', "import { ok } from '@contract';")).toEqual([]);
  });

  it('has contract files take z from zod-locale, so the Chinese messages load with any schema', () => {
    const locale = "contract/ takes z from './zod-locale' (the Chinese messages load with every schema)";
    expect(why('contract/session.ts', "import { z } from 'zod';")).toEqual([locale]);
    expect(why('contract/session.ts', "import { z } from './zod-locale';")).toEqual([]);
    expect(why('contract/area.ts', "import type { z } from 'zod';")).toEqual([]);
    expect(why('contract/zod-locale.ts', "import { z } from 'zod';")).toEqual([]);
    expect(why('src/lib/api/calls/get-menu.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it('finds import circles, type-only imports included, and only those', () => {
    const graph = importGraph(
      new Map([
        ['server/a.ts', "import { b } from './b';"],
        ['server/b.ts', "import type { C } from './c/index';"],
        ['server/c/index.ts', "export type { A } from '../a';"],
        ['server/d.ts', "import { a } from './a';\nimport { z } from 'zod';"],
      ]),
    );
    expect(findCycles(graph)).toEqual([['server/a.ts', 'server/b.ts', 'server/c/index.ts']]);
    expect(findCycles(importGraph(new Map([['src/x.ts', "import { x } from './x';"]])))).toEqual([['src/x.ts']]);
    expect(
      findCycles(
        importGraph(
          new Map([
            ['src/x.ts', "import { y } from './y';"],
            ['src/y.ts', "import { z } from '@/z';"],
            ['src/z.ts', 'export const z = 1;'],
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('refuses two folders of the services importing each other, at any depth, without a file circle', () => {
    // bills/a → refunds/b and refunds/c → bills/d: no file imports itself round, but the folders lean on each other.
    const planted = importGraph(
      new Map([
        ['server/services/finance/bills/a.ts', "import { b } from '../refunds/b';"],
        ['server/services/finance/refunds/b.ts', 'export const b = 1;'],
        ['server/services/finance/refunds/c.ts', "import { d } from '../bills/d';"],
        ['server/services/finance/bills/d.ts', "import { x } from '../kernel/x';"],
        ['server/services/finance/kernel/x.ts', "import type { Ctx } from '../../context';"],
        ['server/services/context.ts', 'export type Ctx = object;'],
        ['server/services/mutations.ts', "import { a } from './finance/bills/a';"],
      ]),
    );
    expect(findCycles(planted)).toEqual([]);
    expect(mutualFolders(planted)).toEqual([
      'folders server/services/finance/bills and server/services/finance/refunds import each other: ' +
        'server/services/finance/bills/a.ts → server/services/finance/refunds/b.ts, and ' +
        'server/services/finance/refunds/c.ts → server/services/finance/bills/d.ts',
    ]);
    // One way is the rule; a file directly in a folder is below (context.ts) or above (mutations.ts) the folders beside it.
    planted.delete('server/services/finance/refunds/c.ts');
    expect(mutualFolders(planted)).toEqual([]);
  });

  it('refuses an API path written outside the contract (issue 36), not one named in a comment', () => {
    const planted = "// GET '/park/seal/keepers' lists the keepers\nexport const keepers = () => request('/park/seal/keepers');";
    expect(checkApiLiterals('src/lib/api/calls/seals.ts', planted)).toEqual([
      expect.objectContaining({ line: 2, text: '/park/seal/keepers' }),
    ]);
    // A template literal counts by its text before the first substitution.
    const template = (text: string, name: string) => `${'`'}${text}${'$'}{${name}}${'`'}`;
    expect(checkApiLiterals('server/routes/bus/fleet.ts', `const base = ${template('/api/', 'kind')};`)).toHaveLength(1);
    expect(checkApiLiterals('sync/http-transport.ts', `call(${template('/sync/pull?', 'search')})`)).toHaveLength(1);
    expect(checkApiLiterals('contract/org/seals-calls.ts', "path: '/park/seal/keepers'")).toEqual([]);
    expect(checkApiLiterals('src/lib/api/calls/seals.ts', "call(sealCalls.listSealKeepers, { schoolId }); open('/HOME');")).toEqual([]);
  });
});

import { and, eq, ne } from 'drizzle-orm';
import {
  type BusFuelCardRow,
  FUEL_CARD_TRANSITIONS,
  type FuelCardMove,
  FuelCardMsg,
  fuelCardMoveIssue,
  type MutationArgs,
} from '@contract';
import { busFuelCards } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBusFuelCardRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { busRowOrFail } from './bus-rows';
import { fuelCardStep } from './fuel-card-step';

/**
 * approve (adoptCardAudit), reject (rejectCardAudit), allocate (distributionCard), cancel (cancellationCard): a move
 * of FUEL_CARD_TRANSITIONS, refused with a 400 from any other state; recorded in the card's history.
 */
export const moveFuelCard =
  <M extends FuelCardMove>(move: M) =>
  async (ctx: AuthedContext, args: MutationArgs<M>): Promise<BusFuelCardRow> => {
    assertSchoolInScope(ctx, args.schoolId);
    const card = await busRowOrFail(ctx.db, args.schoolId, 'busFuelCards', args.id);
    const issue = fuelCardMoveIssue(card.state, move);
    if (issue) throw AppError.badRequest(issue);
    const to = FUEL_CARD_TRANSITIONS[move].to;
    const extra: Partial<typeof busFuelCards.$inferInsert> = {};
    if ('reason' in args) extra.rejectReason = args.reason;
    if ('cardNo' in args) {
      const [taken] = await ctx.db
        .select({ id: busFuelCards.id })
        .from(busFuelCards)
        .where(
          and(
            eq(busFuelCards.schoolId, args.schoolId),
            eq(busFuelCards.cardNo, args.cardNo),
            eq(busFuelCards.state, 'allocated'),
            ne(busFuelCards.id, args.id),
          ),
        );
      if (taken) throw AppError.badRequest(FuelCardMsg.cardNoTaken);
      extra.cardNo = args.cardNo;
    }
    const [row] = await ctx.db
      .update(busFuelCards)
      .set({ ...extra, state: to, history: [...card.history, await fuelCardStep(ctx, to)] })
      .where(eq(busFuelCards.id, args.id))
      .returning();
    if (!row) throw new Error('fuel card update returned nothing');
    const out = toBusFuelCardRow(row);
    await recordChanges(ctx.db, args.schoolId, [{ table: 'busFuelCards', op: 'put', row: out }]);
    await recordMutation(ctx, args.schoolId, move, out.cardNo || card.reason);
    return out;
  };

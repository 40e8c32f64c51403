import { RETURN_MESSAGES, refundableForUnits } from '@shop/shared';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { insertRefund } from './refund-repository';
import { refundReturn } from './refund-service';
import { collectedOrder, orderRow, receivedRequest, refundsOfOrder } from './refund-test-fixtures';

/** Runs per database: each builds an order and refunds it several times, so a few dozen keep the suite quick. */
const RUNS = 25;
const SHIPPING_FEE = 2_500;

const lineArbitrary = fc.record({
  pricePesewas: fc.integer({ min: 100, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  /** The line's discount as a percent of what it cost, at most half, so every unit is paid something. */
  discountPercent: fc.integer({ min: 0, max: 50 }),
});

const stepArbitrary = fc.record({
  line: fc.nat(),
  count: fc.integer({ min: 1, max: 3 }),
  refundDelivery: fc.boolean(),
});

describeEachDatabase('refunds of random returns never pass what was paid', {}, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Staff' });
  });

  it("an order's refunds stay within its total, each line's within what it was paid, and a line returned unit by unit adds up to it exactly", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 6 }),
        async (lineShapes, steps) => {
          const { order, items } = await collectedOrder(
            context,
            lineShapes.map((shape) => ({
              pricePesewas: shape.pricePesewas,
              quantity: shape.quantity,
              discountPesewas: Math.floor(
                (shape.pricePesewas * shape.quantity * shape.discountPercent) / 100,
              ),
            })),
            SHIPPING_FEE,
          );
          const taken = items.map(() => 0);
          const refundedByLine = items.map(() => 0);
          let deliveryRefunded = false;
          let refundedInAll = 0;
          let receipt = 0;

          for (const step of steps) {
            const index = step.line % items.length;
            const line = items[index]!;
            const request = await receivedRequest(context, order, [
              { orderItemId: line.id, quantity: step.count },
            ]);
            receipt += 1;
            const refunding = refundReturn(
              context.app,
              request.number,
              { method: 'cash', reference: `RCPT-${receipt}`, refundDelivery: step.refundDelivery },
              staff.id,
            );
            if (taken[index]! + step.count > line.quantity || refundedInAll === order.totalPesewas) {
              await expect(refunding).rejects.toMatchObject({
                statusCode: 409,
                message: RETURN_MESSAGES.refundMoreThanPaid,
              });
              continue;
            }
            await refunding;
            const goods = refundableForUnits(line, taken[index]!, step.count);
            const delivery: number = step.refundDelivery && !deliveryRefunded ? SHIPPING_FEE : 0;
            deliveryRefunded ||= delivery > 0;
            taken[index]! += step.count;
            refundedByLine[index]! += goods;
            refundedInAll += goods + delivery;
          }

          const after = await orderRow(context, order.id);
          const rows = await refundsOfOrder(context, order.id);
          expect(after.refundedPesewas).toBe(refundedInAll);
          expect(rows.reduce((sum, row) => sum + row.amountPesewas, 0)).toBe(refundedInAll);
          expect(after.refundedPesewas).toBeLessThanOrEqual(after.totalPesewas);
          expect(after.paymentStatus).toBe(
            refundedInAll === 0
              ? 'Collected'
              : refundedInAll === after.totalPesewas
                ? 'Refunded'
                : 'Partly refunded',
          );
          // What each line's credit notes say it refunded.
          const creditedByName = new Map<string, number>();
          for (const row of rows) {
            for (const credited of row.creditNote!.lines) {
              creditedByName.set(
                credited.name,
                (creditedByName.get(credited.name) ?? 0) + credited.amountPesewas,
              );
            }
          }
          for (const [index, line] of items.entries()) {
            const paid = line.unitPricePesewas * line.quantity - line.discountPesewas;
            expect(creditedByName.get(line.name) ?? 0).toBe(refundedByLine[index]);
            expect(refundedByLine[index]).toBeLessThanOrEqual(paid);
            if (taken[index] === line.quantity) expect(refundedByLine[index]).toBe(paid);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 240_000);

  it('the database refuses a refund written past the total, or delivery twice, and the repository answers 409', async () => {
    const { order, items } = await collectedOrder(
      context,
      [{ pricePesewas: 10_000, quantity: 2, discountPesewas: 0 }],
      1_000,
    );
    const db = context.database.db;
    const write = async (goodsPesewas: number, deliveryPesewas: number) => {
      const request = await receivedRequest(context, order, [{ orderItemId: items[0]!.id, quantity: 1 }]);
      return db.transaction((transaction) =>
        insertRefund(transaction, {
          orderId: order.id,
          returnId: request.id,
          goodsPesewas,
          deliveryPesewas,
          method: 'cash',
          reference: 'RCPT-1',
          staffId: staff.id,
        }),
      );
    };
    await write(10_000, 1_000);
    await expect(write(10_001, 0)).rejects.toMatchObject({
      statusCode: 409,
      message: RETURN_MESSAGES.refundMoreThanPaid,
    });
    await expect(write(5_000, 1_000)).rejects.toMatchObject({
      statusCode: 409,
      message: RETURN_MESSAGES.refundMoreThanPaid,
    });
    await write(10_000, 0);
    expect((await orderRow(context, order.id)).refundedPesewas).toBe(21_000);
  });
});

import { MARKETING_CHANNELS, type MarketingChannel, type MarketingConsent } from '@shop/shared';

/** The boxes of the one sentence (decision 0065): a channel is here once the shopper ticked or unticked it. */
export type MarketingBoxes = Partial<Record<MarketingChannel, boolean>>;

/** What the sign-up and checkout bodies carry as `marketing`. */
export type MarketingChoice = Partial<MarketingConsent>;

/** Whether a box shows ticked: the shopper's own click, else the answer the account already gave, else no. */
export const isTicked = (boxes: MarketingBoxes, channel: MarketingChannel, given?: MarketingConsent) =>
  boxes[channel] ?? given?.[channel] ?? false;

/**
 * The `marketing` a form sends: yes for every box ticked, and no for a channel the account had
 * said yes to and the shopper unticked here; nothing at all when there is nothing to say, so
 * that a server without consent (or a shopper who ticked none) sees the body it always did.
 */
export function marketingChoice(
  boxes: MarketingBoxes,
  given?: MarketingConsent,
): MarketingChoice | undefined {
  const choice: MarketingChoice = {};
  for (const channel of MARKETING_CHANNELS) {
    const ticked = isTicked(boxes, channel, given);
    if (ticked || given?.[channel]) choice[channel] = ticked;
  }
  return Object.keys(choice).length > 0 ? choice : undefined;
}

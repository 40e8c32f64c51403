/*
 * The SMS provider interface, in the shop's own words (decision 0026). An adapter translates
 * its vendor's shapes here and nowhere else; a second provider (Hubtel, Arkesel, Twilio) is
 * one more file like africastalking-provider.ts and one line in choose-sms-provider.ts.
 */

/** One text to one phone (E.164). */
export interface OutgoingSms {
  to: string;
  text: string;
}

/** What the provider did with a message. A provider that cannot be reached throws instead: the outbox retries. */
export type SmsSendOutcome =
  /** Taken for delivery: its id names it in the delivery reports to come. */
  | { kind: 'accepted'; providerMessageId: string; cost: string | undefined }
  /** Refused: for good (a number that cannot receive SMS), or for now (tried again later). */
  | { kind: 'refused'; reason: string; permanent: boolean };

/** A delivery report, once the provider knows what became of a message. */
export interface SmsDeliveryReport {
  providerMessageId: string;
  /** delivered: on the phone; failed: will not arrive (with the reason); underway: nothing final yet. */
  outcome: 'delivered' | 'failed' | 'underway';
  reason: string | undefined;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends one text; `deadline` (the outbox's, inside the row's lease, decision 0057) cuts the call off. */
  send(message: OutgoingSms, deadline?: AbortSignal): Promise<SmsSendOutcome>;
  /** Reads a delivery report posted to the shop's callback URL; undefined when the fields are not one. */
  readDeliveryReport(fields: Record<string, unknown>): SmsDeliveryReport | undefined;
}

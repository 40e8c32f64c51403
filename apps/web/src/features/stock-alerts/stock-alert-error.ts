import { STOCK_ALERT_TEXTS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';

/**
 * What a failed request says to the shopper: the server's own sentence when it answered (an
 * address it cannot use, a wrong code, too many requests), else "could not be saved".
 */
export function stockAlertErrorText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : STOCK_ALERT_TEXTS.failed;
}

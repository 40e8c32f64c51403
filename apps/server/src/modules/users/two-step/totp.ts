import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** One 30-second step either side of now (otplib's window 1): a code typed as it turned still works. */
const EPOCH_TOLERANCE_S = 30;
/** A code is 6 digits; anything else typed at the code step is read as a recovery code. */
export const TOTP_CODE = /^\d{6}$/;

export const makeTotpSecret = (): string => generateSecret();

/** The otpauth URI an authenticator app reads: the shop's name as issuer, the staff e-mail as label. */
export function otpauthUri(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The URI as an SVG QR code in a data: URL, drawn on the server so the page needs no QR library. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The 30-second step of a right code at `now` (the app's clock, so tests can move it), or
 * undefined. Steps up to `afterTimeStep` are refused: a code is taken once.
 */
export async function verifiedTimeStep(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | undefined> {
  if (!TOTP_CODE.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

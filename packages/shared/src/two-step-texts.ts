/**
 * Every word of staff's two-step sign-in (decision 0073): the admin site's sign-in step, the
 * set-up page, the owner's switch, the server's answers and refusals, and the new-device
 * e-mail. Written once; the schemas, the server and the components import them.
 */
export const TWO_STEP_TEXTS = {
  /** Server answers. */
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  signedIn: 'Login successful! Welcome back.',
  setupRequiredOnLogin: 'The shop requires two-step sign-in for staff. Set it up to continue.',
  setupRequired:
    'The shop requires two-step sign-in for every staff account. Set it up on the Two-step sign-in page before anything else.',
  challengeExpired: 'This sign-in has expired. Enter your email and password again.',
  wrongCode: 'That code is not right, or it was already used. Try the newest code.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notStarted: 'Start the set-up again: no secret is waiting for a code.',
  notOn: 'Two-step sign-in is not on for this account.',
  turnedOn: 'Two-step sign-in is on. Keep these recovery codes somewhere safe.',
  newCodesMade: 'New recovery codes made. The old ones no longer work.',
  turnedOff: 'Two-step sign-in is off. Remembered devices are forgotten.',
  wrongPassword: 'That password is not right.',
  offRefusedWhileRequired:
    'The owner requires two-step sign-in for every staff account, so it cannot be turned off.',
  ownerOnly: 'Only the owner can require two-step sign-in for all staff.',
  ownerFirst: 'Turn on two-step sign-in for your own account first.',
  requirementSaved: (required: boolean) =>
    required
      ? 'Two-step sign-in is now required for every staff account.'
      : 'Two-step sign-in is now up to each staff member.',

  /** The admin site's sign-in step. */
  codeTitle: 'Two-step sign-in',
  codeIntro: 'Open your authenticator app and enter the 6-digit code for this shop.',
  codeLabel: 'Code',
  codeHint: 'Lost your phone? Enter one of your recovery codes instead.',
  rememberDevice: 'Remember this device for 30 days',
  verify: 'Verify',
  backToPassword: 'Use another account',

  /** The set-up page. */
  pageTitle: 'Two-step sign-in',
  pageIntro:
    'Besides your password, sign-in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others).',
  requiredNotice:
    'The owner requires two-step sign-in for every staff account. Set it up to reach the rest of the admin site.',
  statusOn: 'Two-step sign-in is on for your account.',
  statusOff: 'Two-step sign-in is off for your account.',
  recoveryCodesLeft: (count: number) => `${count} recovery ${count === 1 ? 'code' : 'codes'} left.`,
  start: 'Set up two-step sign-in',
  scanQr: 'Scan this QR code with your authenticator app, or type the secret below into it.',
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Secret',
  confirmCodeLabel: 'Code from the app',
  turnOn: 'Turn on',
  recoveryTitle: 'Recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.',
  recoveryDone: 'I have kept them',
  newCodesTitle: 'Make new recovery codes',
  newCodes: 'Make new codes',
  turnOffTitle: 'Turn off two-step sign-in',
  passwordLabel: 'Password',
  turnOff: 'Turn off',

  /** The owner's switch (staff security settings). */
  settingsTitle: 'Staff security',
  settingsIntro:
    'When required, every staff account must set up two-step sign-in; until then its session reaches only the set-up page.',
  requireLabel: 'Require two-step sign-in for all staff',
  saveRequirement: 'Save',
  settingsReadOnly: 'Only the owner can change this setting.',

  /** The new-device e-mail. */
  newDeviceSubject: 'New sign-in to your staff account',
  newDeviceHeading: 'New sign-in from a device we have not seen',
  newDeviceBody: (email: string) => `Your staff account ${email} was just signed in to from a new device.`,
  newDeviceWhen: 'When',
  newDeviceBrowser: 'Browser',
  newDeviceAddress: 'Address',
  newDeviceIfNotYou:
    'If this was not you, change your password now and use "Log out everywhere"; tell the shop owner.',
  unknownBrowser: 'Unknown browser',
} as const;

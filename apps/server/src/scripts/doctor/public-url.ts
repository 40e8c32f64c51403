import { advice, type DoctorCheck, fix, ok } from './finding';

/** PUBLIC_URL makes every link in e-mails and pages; https keeps the sign-in cookies secret. */
export const checkPublicUrl: DoctorCheck = async ({ config }) => {
  if (!config.publicUrl) {
    return [
      fix(
        'PUBLIC_URL unset: links in e-mails (password resets, orders) would point at localhost. Set PUBLIC_URL=https://your-shop.com.gh.',
      ),
    ];
  }
  if (new URL(config.publicUrl).protocol === 'https:')
    return [ok(`PUBLIC_URL ${config.publicUrl} is https.`)];
  const problem = `PUBLIC_URL ${config.publicUrl} is http: sign-ins and payments would cross the internet unencrypted. Serve the shop over https and set PUBLIC_URL to it.`;
  return [config.production ? fix(problem) : advice(problem)];
};

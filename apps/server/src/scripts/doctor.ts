// `npm run doctor`: checks a production configuration before the first real payment, line by
// line (✓ right, ✗ would lose money or data, ! advice), with the same environment the shop
// runs with; exits 1 when anything would lose money or data (decision 0076, docs/operations.md).
import { keepNewFilesPrivate } from '../private-files';
import { runDoctor } from './doctor/run-doctor';

// PGlite's files, if the doctor opens them, stay the shop's alone (decision 0045).
keepNewFilesPrivate();
runDoctor(process.env)
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The doctor could not finish:', error instanceof Error ? error.message : error);
    process.exit(1);
  });

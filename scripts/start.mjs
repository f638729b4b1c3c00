// `npm start`: install, build the admin, then run the product (API, admin and site on one port).
// The API migrates and seeds the database and builds the public site when it is missing or stale.
// It is supervised: should it stop unexpectedly (a crash, a kill), it is started again, with a line
// saying why; Ctrl-C or SIGTERM stop it for good (every process it started; what still runs 10 s later
// is killed), and so does a configuration error (exit code 78).
// The supervisor ends with the API's exit code.
import { ensureAdminBuilt, ensureInstalled, ensurePreviewBuilt, projectEnv, root } from './prepare.mjs';
import { supervise } from './supervise.mjs';

ensureInstalled();
ensureAdminBuilt();
ensurePreviewBuilt();
const api = supervise('node', ['scripts/serve.ts'], { cwd: root, env: projectEnv() });
process.exitCode = await api.done;

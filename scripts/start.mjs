// `npm start`: install, build the admin, then run the product (API, admin and site on one port).
// The API migrates and seeds the database and builds the public site when it is missing or stale.
import { ensureAdminBuilt, ensureInstalled, ensurePreviewBuilt, run } from './prepare.mjs';

ensureInstalled();
ensureAdminBuilt();
ensurePreviewBuilt();
run('node', ['api/src/main.ts']);

// The image's entry (deploy/Dockerfile): the product's process (scripts/serve.ts) as `npm start` runs
// it, in a process group of its own, so that `docker stop` (SIGTERM) reaches every process the
// product started and whatever of them still runs 10 s later is killed (SIGKILL). Without it, the
// server ran as PID 1, where a server too busy to handle SIGTERM (hung in a render, say) ignored it.
// It is not restarted here: the container's restart policy does that.
import { supervise } from './supervise.mjs';

const api = supervise(process.execPath, ['scripts/serve.ts'], { restart: false });
process.exitCode = await api.done;

// The release's entry point (npm run release): `node server.js` in the unpacked folder, or the systemd unit.
// Settings come from the environment, or from the file ENV_FILE names (Node's own loader, process.loadEnvFile: a
// variable already in the environment wins). Every path the BFF reads (the SPA's build, the migrations, bff.yaml)
// resolves from this folder, whatever the working directory. The ops tools run with the same settings:
// `node server.js --ops sessions list CODE` and `node server.js --evidence verify --all` (npm run ops / evidence).
'use strict';
if (process.env.ENV_FILE) process.loadEnvFile(process.env.ENV_FILE);
const TOOLS = { '--ops': './bff/dist/ops/cli.js', '--evidence': './bff/dist/ops/evidence-cli.js' };
const tool = TOOLS[process.argv[2]];
if (tool) process.argv.splice(2, 1);
require(tool ?? './bff/dist/index.js');

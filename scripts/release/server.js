// The release's entry point (npm run release): `node server.js` in the unpacked folder, or the systemd unit.
// Settings come from the environment, or from the file ENV_FILE names (Node's own loader, process.loadEnvFile: a
// variable already in the environment wins). Every path the BFF reads (the SPA's build, the migrations, bff.yaml)
// resolves from this folder, whatever the working directory.
'use strict';
if (process.env.ENV_FILE) process.loadEnvFile(process.env.ENV_FILE);
require('./bff/dist/index.js');

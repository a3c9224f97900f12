// `npm run bench`: prints speed figures. Targets are stated beside the figures; nothing here fails a build.
import { benchApi } from './api.mjs';

const only = process.argv[2];
if (!only || only === 'api') await benchApi();

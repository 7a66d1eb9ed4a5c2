// Prints the service-role key (a JWT with role service_role) for operators' scripts.
// It is derived from the signing key in DATA_DIR (or JWT_PRIVATE_KEY) and never sent to browsers.
import { loadSigningKeys, makeApiKeys } from '../auth/keys.ts';
import { loadConfig } from '../config.ts';

const config = loadConfig();
const keys = await loadSigningKeys({
  configured: config.jwtPrivateKey,
  dataDir: config.dataDir,
  issuer: `${config.siteUrl}/auth/v1`,
});
const { serviceRoleKey, anonKey } = await makeApiKeys(keys);
console.log(`anon key (public):\n${anonKey}\n\nservice-role key (secret):\n${serviceRoleKey}`);

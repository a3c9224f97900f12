// `npm run certificate`: a self-signed certificate for https://localhost, kept under .data/tls/,
// for the cluster's nginx edge on this machine (TLS_CERT_FILE, TLS_KEY_FILE; scripts/cluster.mjs).
// `node scripts/certificate.mjs <cert file> <key file>` writes one to other files (the cluster
// tests'). Browsers do not trust it: a deployment serves a
// certificate from a real authority.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import selfsigned from 'selfsigned';

export const LOCAL_CERTIFICATE = {
  certFile: '.data/tls/localhost-cert.pem',
  keyFile: '.data/tls/localhost-key.pem',
};
const DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the certificate and key are there and the certificate is good for another day. */
function isCurrent({ certFile, keyFile }) {
  if (!existsSync(certFile) || !existsSync(keyFile)) return false;
  const { validTo } = new X509Certificate(readFileSync(certFile));
  return new Date(validTo).getTime() > Date.now() + DAY_MS;
}

/** Makes the certificate when it is missing or about to expire; returns its files. */
export async function localCertificate(files = LOCAL_CERTIFICATE) {
  if (isCurrent(files)) return files;
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    days: DAYS,
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  for (const file of [files.certFile, files.keyFile]) {
    mkdirSync(path.dirname(file), { recursive: true });
  }
  writeFileSync(files.keyFile, pems.private, { mode: 0o600 });
  writeFileSync(files.certFile, pems.cert);
  return files;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const [certFile, keyFile] = process.argv.slice(2);
  if (Boolean(certFile) !== Boolean(keyFile)) {
    console.error('Usage: node scripts/certificate.mjs [<cert file> <key file>]');
    process.exit(2);
  }
  // Not top-level await: scripts/cluster.mjs imports this module, and tests load that with require().
  void localCertificate(certFile ? { certFile, keyFile } : LOCAL_CERTIFICATE).then((files) =>
    console.log(
      `Self-signed certificate for localhost: ${files.certFile} (key: ${files.keyFile}).\n` +
        '`npm run cluster` serves it at its nginx edge (TLS_CERT_FILE and TLS_KEY_FILE name another).',
    ),
  );
}

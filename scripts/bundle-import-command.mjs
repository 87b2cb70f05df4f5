// Bundles the WordPress import command (scripts/import-wordpress.ts) into one file beside the
// standalone server, so the container image can run it without tsx, the sources or the full
// node_modules: `node scripts/import-wordpress.mjs <ekspor.xml> …` (docs/wordpress-import.md).
// Next bundles most packages into its server chunks, so the standalone node_modules lacks them;
// the bundle carries them itself and leaves outside only those with native or optional parts,
// which the standalone server's own tracing keeps.
import { build } from 'esbuild'

await build({
  entryPoints: ['scripts/import-wordpress.ts'],
  outfile: '.next/standalone/scripts/import-wordpress.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
  external: [
    'sharp',
    '@libsql/client',
    'libsql',
    'pg-native',
    'jsdom',
    'drizzle-kit',
    'esbuild',
    '@aws-sdk/client-s3',
  ],
  // Bundled CommonJS packages call require() and read __dirname; an ES module has neither.
  banner: {
    js: [
      "import { createRequire as bundleRequire } from 'node:module';",
      'const require = bundleRequire(import.meta.url);',
      'const __filename = import.meta.filename;',
      'const __dirname = import.meta.dirname;',
    ].join(' '),
  },
})

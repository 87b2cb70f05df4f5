import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/cms/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Payload's undocumented internals go through src/lib/payload-internals.ts only, whose
      // header names the version checked and the tests that guard each use.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'payload',
              importNames: [
                'beforeChangeTraverseFields',
                'createLocalReq',
                'logoutOperation',
                'refreshOperation',
              ],
              message: 'Use src/lib/payload-internals.ts.',
            },
            { name: 'payload/shared', message: 'Use src/lib/payload-internals.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/payload-internals.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config

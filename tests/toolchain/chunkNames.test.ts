// scripts/chunkNames.ts: a chunk of shared code is named after the packages or app folders it holds; pages,
// lazy components, the entry and the first-load groups keep their names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkFileNames, sharedChunkName } from '../../scripts/chunkNames.ts';

const shared = { name: '__styles', isEntry: false, isDynamicEntry: false, facadeModuleId: null };

test('a shared chunk is named after its two largest origins, packages or app folders', () => {
  const moduleIds = [
    '/app/node_modules/@fluentui/react-menu/lib/Menu.js',
    '/app/node_modules/@fluentui/react-menu/lib/MenuList.js',
    '/app/node_modules/@fluentui/react-menu/lib/MenuItem.js',
    '/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    '/app/node_modules/@floating-ui/dom/dist/utils.mjs',
    '/app/src/client/admin/AdminLayout.tsx',
  ];
  assert.equal(sharedChunkName({ ...shared, moduleIds }), 'react-menu+floating-ui-dom');
  assert.equal(sharedChunkName({ ...shared, moduleIds: ['/app/src/client/labels/LabelsMenu.tsx'] }), 'labels');
  // Nothing to tell by: the bundler's name stays.
  assert.equal(sharedChunkName({ ...shared, moduleIds: ['\0rolldown/runtime.js'] }), '__styles');
});

test('pages, lazy components, the entry and the named groups keep their names', () => {
  const fileName = chunkFileNames(new Set(['boot']));
  const moduleIds = ['/app/node_modules/tabster/dist/tabster.esm.js'];
  assert.equal(fileName({ ...shared, moduleIds }), 'assets/tabster-[hash].js');
  assert.equal(fileName({ ...shared, name: 'boot', moduleIds }), 'assets/[name]-[hash].js');
  assert.equal(
    fileName({ ...shared, name: 'IssuePage', isDynamicEntry: true, facadeModuleId: '/app/src/client/issue/IssuePage.tsx', moduleIds }),
    'assets/[name]-[hash].js',
  );
  assert.equal(fileName({ ...shared, name: 'index', isEntry: true, moduleIds }), 'assets/[name]-[hash].js');
});

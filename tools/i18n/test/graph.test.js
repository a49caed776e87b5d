/**
 * Internal dependencies
 */
import { importRequests, walkImports } from '../lib/graph';

/**
 * A file system in memory, as TypeScript's module resolution reads it.
 *
 * @param {Record<string, string>} files Contents by absolute path.
 */
function memoryHost( files ) {
	const dirs = new Set();
	for ( const file of Object.keys( files ) ) {
		const parts = file.split( '/' );
		for ( let i = 1; i < parts.length; i++ ) {
			dirs.add( parts.slice( 0, i ).join( '/' ) || '/' );
		}
	}
	return {
		fileExists: ( /** @type {string} */ f ) => Object.hasOwn( files, f ),
		readFile: ( /** @type {string} */ f ) => files[ f ],
		directoryExists: ( /** @type {string} */ d ) => dirs.has( d ),
	};
}

describe( 'importRequests', () => {
	it( 'lists run-time imports and leaves type-only ones out', () => {
		const requests = importRequests(
			'/p/a.ts',
			[
				"import a from './a1';",
				"import './side-effect';",
				"import { b, type B } from './b';",
				"import type { C } from './c';",
				"import { type D } from './d';",
				"export { e } from './e';",
				"export type { F } from './f';",
				"export * from './g';",
				"const h = require( './h' );",
				"const i = () => import( './i' );",
				"type J = import( './j' ).J;",
			].join( '\n' )
		);
		expect( requests ).toEqual( [
			'./a1',
			'./side-effect',
			'./b',
			'./e',
			'./g',
			'./h',
			'./i',
		] );
	} );
} );

describe( 'walkImports', () => {
	const files = {
		'/p/src/blocks/demo/index.tsx': [
			"import { __ } from '@wordpress/i18n';",
			"import { cartStore } from '@vitrine/store';",
			"import metadata from '../../../blocks/demo/block.json';",
			"import { Edit } from './edit';",
			"import { helper } from '../../shared';",
			"import './style.css';",
		].join( '\n' ),
		'/p/src/blocks/demo/edit.tsx': [
			"import { helper } from '../../shared/index.js';",
			"import type { Thing } from '../../types';",
			"import { Edit as Again } from './edit';",
			'export const Edit = () => null;',
		].join( '\n' ),
		'/p/src/shared/index.ts': "export * from './rest';",
		'/p/src/shared/rest.ts': 'export const helper = 1;',
		'/p/src/types.ts': 'export type Thing = string;',
		'/p/src/store/index.ts': "import { x } from './cart';",
		'/p/blocks/demo/block.json': '{ "title": "Demo" }',
		'/p/src/blocks/broken/index.ts': "import './missing';",
	};

	it( 'follows relative imports, not packages or @vitrine/store', () => {
		const { files: found, warnings } = walkImports(
			'/p/src/blocks/demo/index.tsx',
			memoryHost( files )
		);
		expect( found ).toEqual( [
			'/p/blocks/demo/block.json',
			'/p/src/blocks/demo/edit.tsx',
			'/p/src/blocks/demo/index.tsx',
			'/p/src/shared/index.ts',
			'/p/src/shared/rest.ts',
		] );
		expect( warnings ).toEqual( [] );
	} );

	it( 'reports imports it cannot resolve', () => {
		const { files: found, warnings } = walkImports(
			'/p/src/blocks/broken/index.ts',
			memoryHost( files )
		);
		expect( found ).toEqual( [ '/p/src/blocks/broken/index.ts' ] );
		expect( warnings ).toEqual( [
			'/p/src/blocks/broken/index.ts: cannot resolve "./missing".',
		] );
	} );
} );

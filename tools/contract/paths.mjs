// @ts-check
/**
 * Where the contract check's inputs are: the provider's documents, the
 * errata, and the traffic the PHP tests' emulator records.
 */
/**
 * External dependencies
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/** The provider's OpenAPI documents, unchanged. */
export const DOCUMENTS_DIR = path.join( ROOT, 'tests', 'contract', 'openapi' );

/** Where the documents contradict themselves, with the reasons. */
export const ERRATA_FILE = path.join(
	ROOT,
	'tests',
	'contract',
	'errata.json'
);

/** The REST calls of the last PHPUnit run (`cli.mjs phpunit` writes it afresh). */
export const PHPUNIT_TRAFFIC = path.join(
	ROOT,
	'.wp',
	'contract',
	'phpunit.jsonl'
);

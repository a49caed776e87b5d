// @ts-check
/**
 * The contract check (`npm test`'s `contract` stage):
 *
 *   node tools/contract/cli.mjs [TRAFFIC.jsonl …]
 *
 * Reads the REST calls the emulator recorded (by default those of the last
 * PHPUnit run, .wp/contract/phpunit.jsonl), checks each against the
 * provider's OpenAPI documents (tests/contract/openapi/) and prints one row
 * per operation: its calls, the calls with a request violation and those
 * with an answer violation; then every violation with its count. Exits 1
 * on any violation or a call to a path no document holds and no erratum
 * lists (docs/payments/contract.md).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import {
	checkTraffic,
	createChecker,
	formatReport,
	readErrata,
	readTraffic,
} from './check.mjs';
import { DOCUMENTS_DIR, ERRATA_FILE, PHPUNIT_TRAFFIC } from './paths.mjs';

const files = process.argv.slice( 2 );
if ( ! files.length ) {
	files.push( PHPUNIT_TRAFFIC );
}
const missing = files.filter( ( file ) => ! fs.existsSync( file ) );
if ( missing.length ) {
	console.error(
		`No traffic recorded at ${ missing.join(
			', '
		) }: run the PHP tests first (npm test -- php contract).`
	);
	process.exit( 1 );
}
const calls = files.flatMap( readTraffic );
if ( ! calls.length ) {
	console.error( 'The traffic file holds no call.' );
	process.exit( 1 );
}
const checker = createChecker( DOCUMENTS_DIR, readErrata( ERRATA_FILE ) );
const report = checkTraffic( checker, calls );
console.log( formatReport( report ) );
process.exit( report.ok ? 0 : 1 );

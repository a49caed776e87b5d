/**
 * Command line of the provider emulator:
 *
 *   node tools/provider-emulator/dist/main.js [--port N] [--record FILE]
 *
 * Port: --port, else VITRINE_EMULATOR_PORT, else 8891 (0 picks a free one).
 * `--record FILE` appends every REST call to FILE (record.ts), for the
 * contract check.
 * It listens on 127.0.0.1 only and prints one line
 * `provider emulator listening on http://127.0.0.1:N` once it is ready.
 */
/**
 * Internal dependencies
 */
import { startEmulator } from './server';

const flag = process.argv.indexOf( '--port' );
const port = Number(
	flag > 0
		? process.argv[ flag + 1 ]
		: process.env.VITRINE_EMULATOR_PORT ?? 8891
);

const recordFlag = process.argv.indexOf( '--record' );
const record = recordFlag > 0 ? process.argv[ recordFlag + 1 ] : undefined;

startEmulator( { port, record } ).then(
	( emulator ) => {
		console.log( `provider emulator listening on ${ emulator.url }` );
		const stop = () => {
			emulator.close().then( () => process.exit( 0 ) );
		};
		process.on( 'SIGINT', stop );
		process.on( 'SIGTERM', stop );
	},
	( error: Error ) => {
		console.error( `provider emulator: ${ error.message }` );
		process.exit( 1 );
	}
);

/**
 * The readiness list as rows: pure, so the screen only renders them.
 */
/**
 * Internal dependencies
 */
import type { Readiness } from './types';

/** One row: its state and the one line under the label. */
export interface Row {
	key: string;
	label: string;
	state: 'ok' | 'todo' | 'info';
	detail: string;
	warning: string;
	/** The last delivery that verified (the webhook's row). */
	lastVerified: { at: number; type: string } | null;
}

/**
 * The rows in the server's order; the HTTPS warning first when present.
 *
 * @param readiness The readiness list.
 * @return Rows.
 */
export function readinessRows( readiness: Readiness ): Row[] {
	return Object.entries( readiness.items ).map( ( [ key, item ] ) => {
		let state: Row[ 'state' ] = 'info';
		if ( item.ok === true ) {
			state = 'ok';
		} else if ( item.ok === false ) {
			state = 'todo';
		}
		return {
			key,
			label: item.label,
			state,
			detail: [ item.text, item.todo ]
				.filter( ( part ): part is string => !! part )
				.join( ' – ' ),
			warning: item.warning ?? '',
			lastVerified: item.last_verified ?? null,
		};
	} );
}

/**
 * Whether every row that can be known is green.
 *
 * @param readiness The readiness list.
 * @return True when nothing is left to do.
 */
export function readyToGoLive( readiness: Readiness ): boolean {
	return readinessRows( readiness ).every( ( row ) => row.state !== 'todo' );
}

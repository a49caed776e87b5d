/**
 * §4.6: the simulation's per-source funding answer adjusts the script's
 * enable-funding and disable-funding lists; the buttons reload only when
 * the lists really changed.
 */

/** §7.2 simulate_cart `funding`: per funding source, whether it is offered. */
export type FundingAnswer = Record< string, { enabled: boolean } >;

const list = ( value: string | undefined ): string[] =>
	( value ?? '' )
		.split( ',' )
		.map( ( item ) => item.trim() )
		.filter( Boolean );

/**
 * The script parameters with each answered source moved to the enable or
 * the disable list (§4.6). Other parameters and unanswered sources stay.
 *
 * @param params  `url_params` of §3.11.
 * @param funding The simulation's funding answer.
 * @return New parameters (the input is not changed).
 * @example
 * applyFunding( { 'enable-funding': 'paylater' }, { paylater: { enabled: false } } );
 * // { 'enable-funding': '', 'disable-funding': 'paylater' }
 */
export function applyFunding(
	params: Record< string, string >,
	funding: FundingAnswer | undefined
): Record< string, string > {
	if ( ! funding ) {
		return params;
	}
	let enable = list( params[ 'enable-funding' ] );
	let disable = list( params[ 'disable-funding' ] );
	for ( const [ source, { enabled } ] of Object.entries( funding ) ) {
		if ( enabled ) {
			enable = enable.includes( source ) ? enable : [ ...enable, source ];
			disable = disable.filter( ( item ) => item !== source );
		} else {
			disable = disable.includes( source )
				? disable
				: [ ...disable, source ];
			enable = enable.filter( ( item ) => item !== source );
		}
	}
	return {
		...params,
		'enable-funding': enable.join( ',' ),
		'disable-funding': disable.join( ',' ),
	};
}

/**
 * Whether two parameter sets differ in their funding lists (§4.6: only then
 * do the buttons reload).
 *
 * @param before Parameters before.
 * @param after  Parameters after.
 */
export function fundingChanged(
	before: Record< string, string >,
	after: Record< string, string >
): boolean {
	return [ 'enable-funding', 'disable-funding' ].some(
		( key ) =>
			list( before[ key ] ).sort().join() !==
			list( after[ key ] ).sort().join()
	);
}

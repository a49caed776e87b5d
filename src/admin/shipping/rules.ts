/**
 * Pure rules of the shipping editor: amounts as the owner types them, the
 * form's draft and the settings the REST route takes, new ids, and the
 * order of zones (the first zone listing a country wins, the rest of the
 * world stays last: includes/Store/ShippingRules.php).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	DraftClass,
	DraftMethod,
	DraftSettings,
	DraftZone,
	FieldErrors,
	MethodType,
	ShippingSettings,
} from './types';

/** The member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
	'AT',
	'BE',
	'BG',
	'CY',
	'CZ',
	'DE',
	'DK',
	'EE',
	'ES',
	'FI',
	'FR',
	'GR',
	'HR',
	'HU',
	'IE',
	'IT',
	'LT',
	'LU',
	'LV',
	'MT',
	'NL',
	'PL',
	'PT',
	'RO',
	'SE',
	'SI',
	'SK',
] as const;

/**
 * An amount in minor units as a German decimal: 490 → "4,90".
 *
 * @param minor Whole minor units.
 */
export function formatAmount( minor: number ): string {
	return ( minor / 100 ).toFixed( 2 ).replace( '.', ',' );
}

/**
 * An amount as typed, in minor units: "4,90", "4.90", "4", "1.234,50",
 * "4,90 €" → 490 …; an empty field is 0; anything else null.
 *
 * @param text What the owner typed.
 */
export function parseAmount( text: string ): number | null {
	const clean = text.replace( /\s|€|EUR/gi, '' );
	if ( clean === '' ) {
		return 0;
	}
	let match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec( clean );
	if ( ! match ) {
		// An English decimal point ("4.90"); "1.234" is a thousand, above.
		match = /^(\d+)\.(\d{1,2})$/.exec( clean );
	}
	if ( ! match ) {
		return null;
	}
	const whole = Number( match[ 1 ].replace( /\./g, '' ) );
	const cents = Number( ( match[ 2 ] ?? '' ).padEnd( 2, '0' ) );
	const minor = whole * 100 + cents;
	return Number.isSafeInteger( minor ) ? minor : null;
}

/**
 * The settings as the form edits them.
 *
 * @param settings Settings from the server.
 */
export function toDraft( settings: ShippingSettings ): DraftSettings {
	return {
		zones: settings.zones.map( ( zone ) => ( {
			...zone,
			countries: [ ...zone.countries ],
			methods: zone.methods.map( ( method ) => ( {
				...method,
				cost: formatAmount( method.cost ),
				min_amount: formatAmount( method.min_amount ),
			} ) ),
		} ) ),
		classes: settings.classes.map( ( shippingClass ) => ( {
			...shippingClass,
			surcharge: formatAmount( shippingClass.surcharge ),
		} ) ),
	};
}

/**
 * The form as the settings the server takes, and a message for every
 * amount that cannot be read (the server checks everything else).
 *
 * @param draft The form.
 */
export function fromDraft( draft: DraftSettings ): {
	settings: ShippingSettings;
	errors: FieldErrors;
} {
	const errors: FieldErrors = {};
	const amount = ( text: string, path: string ): number => {
		const minor = parseAmount( text );
		if ( minor === null ) {
			errors[ path ] = __( 'Enter an amount such as 4,90.', 'vitrine' );
			return 0;
		}
		return minor;
	};
	const settings: ShippingSettings = {
		zones: draft.zones.map( ( zone, z ) => ( {
			...zone,
			countries: zone.everywhere ? [] : [ ...zone.countries ],
			methods: zone.methods.map( ( method, m ) => {
				const path = `zones.${ z }.methods.${ m }.`;
				return {
					...method,
					cost:
						method.type === 'free'
							? 0
							: amount( method.cost, path + 'cost' ),
					min_amount:
						method.type === 'free'
							? amount( method.min_amount, path + 'min_amount' )
							: 0,
				};
			} ),
		} ) ),
		classes: draft.classes.map( ( shippingClass, c ) => ( {
			...shippingClass,
			surcharge: amount(
				shippingClass.surcharge,
				`classes.${ c }.surcharge`
			),
		} ) ),
	};
	return { settings, errors };
}

/**
 * An id not yet taken: the base, else base-2, base-3 …
 *
 * @param base  Wanted id.
 * @param taken Ids in use.
 */
export function uniqueId( base: string, taken: string[] ): string {
	let id = base;
	for ( let n = 2; taken.includes( id ); n++ ) {
		id = `${ base }-${ n }`;
	}
	return id;
}

/**
 * A new shipping method for a zone.
 *
 * @param zone The zone.
 * @param type Its kind.
 */
export function newMethod( zone: DraftZone, type: MethodType ): DraftMethod {
	const labels: Record< MethodType, string > = {
		flat: __( 'Standard shipping', 'vitrine' ),
		free: __( 'Free shipping', 'vitrine' ),
		pickup: __( 'Pickup', 'vitrine' ),
	};
	return {
		id: uniqueId(
			{ flat: 'standard', free: 'free', pickup: 'pickup' }[ type ],
			zone.methods.map( ( method ) => method.id )
		),
		type,
		label: labels[ type ],
		cost: '0,00',
		min_amount: '0,00',
	};
}

/**
 * The zones with a new one: a zone of countries goes before the rest of the
 * world, the rest of the world at the end.
 *
 * @param zones      Zones.
 * @param everywhere Whether the new zone is the rest of the world.
 */
export function addZone(
	zones: DraftZone[],
	everywhere: boolean
): DraftZone[] {
	const zone: DraftZone = {
		id: uniqueId(
			everywhere ? 'welt' : 'zone',
			zones.map( ( z ) => z.id )
		),
		name: everywhere ? __( 'Rest of the world', 'vitrine' ) : '',
		countries: [],
		everywhere,
		methods: [],
	};
	zone.methods = [ newMethod( zone, 'flat' ) ];
	const rest = zones.findIndex( ( z ) => z.everywhere );
	if ( everywhere || rest === -1 ) {
		return [ ...zones, zone ];
	}
	return [ ...zones.slice( 0, rest ), zone, ...zones.slice( rest ) ];
}

/**
 * Whether a zone can move one place up (-1) or down (+1): zones of
 * countries move among themselves; the rest of the world stays last.
 *
 * @param zones Zones.
 * @param index The zone.
 * @param by    -1 or +1.
 */
export function canMove(
	zones: DraftZone[],
	index: number,
	by: -1 | 1
): boolean {
	const target = zones[ index + by ];
	return !! target && ! zones[ index ]?.everywhere && ! target.everywhere;
}

/**
 * The zones with one moved a place up or down (unchanged when it cannot).
 *
 * @param zones Zones.
 * @param index The zone.
 * @param by    -1 or +1.
 */
export function moveZone(
	zones: DraftZone[],
	index: number,
	by: -1 | 1
): DraftZone[] {
	if ( ! canMove( zones, index, by ) ) {
		return zones;
	}
	const next = [ ...zones ];
	[ next[ index ], next[ index + by ] ] = [
		next[ index + by ],
		next[ index ],
	];
	return next;
}

/**
 * A zone's countries with a set switched on or off, in the order of the
 * country list.
 *
 * @param chosen  The zone's countries.
 * @param codes   Countries to switch.
 * @param on      On or off.
 * @param ordered All countries, in the list's order.
 */
export function switchCountries(
	chosen: string[],
	codes: readonly string[],
	on: boolean,
	ordered: string[]
): string[] {
	const next = new Set( chosen );
	for ( const code of codes ) {
		if ( on ) {
			next.add( code );
		} else {
			next.delete( code );
		}
	}
	return ordered.filter( ( code ) => next.has( code ) );
}

/**
 * A new shipping class.
 *
 * @param classes Classes.
 */
export function newClass( classes: DraftClass[] ): DraftClass {
	return {
		id: uniqueId(
			'sperrgut',
			classes.map( ( c ) => c.id )
		),
		name: __( 'Bulky goods', 'vitrine' ),
		surcharge: '0,00',
	};
}

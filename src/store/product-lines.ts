/**
 * The cart product lines of a product form (§3.6), derived from its fields
 * alone: no DOM, so the product page, the mini-cart and the payment buttons
 * read a form the same way. The server validates and prices each line; no
 * price is ever part of one.
 */

/** A form field as `FormData` entries give it. */
export type FormField = readonly [ name: string, value: string ];

/** Product types the product page handles (§2.4). */
export type ProductType =
	| 'simple'
	| 'variable'
	| 'grouped'
	| 'booking'
	| 'subscription'
	| 'variable-subscription';

/** One chosen attribute, from an `attribute_*` field. */
export interface LineVariation {
	name: string;
	value: string;
}

/** A cart product line (§3.6). */
export interface ProductLine {
	id: number;
	quantity: number;
	/** The `attribute_*` fields, or null when the form has none. */
	variations: LineVariation[] | null;
	/** Other fields; names ending in `[]` are indexed (`extra[0]`, `extra[1]`). */
	extra: Record< string, string >;
	/** Booking products: the `wc_bookings_field*` fields. */
	booking?: Record< string, string >;
}

const GROUPED_QUANTITY = /^quantity\[(\d+)\]$/;

/**
 * Whether a field is one of the line's own fields rather than an extra
 * (§3.6: add-to-cart, quantity, product_id, variation_id, attribute_* and
 * wc_bookings_field* are not extras; nor are grouped quantities).
 *
 * @param name Field name.
 */
function isLineField( name: string ): boolean {
	return (
		[ 'add-to-cart', 'quantity', 'product_id', 'variation_id' ].includes(
			name
		) ||
		name.startsWith( 'attribute_' ) ||
		name.startsWith( 'wc_bookings_field' ) ||
		GROUPED_QUANTITY.test( name )
	);
}

/**
 * A positive whole quantity, or null for an empty or invalid value.
 *
 * @param value Field value.
 */
function parseQuantity( value: string | undefined ): number | null {
	if ( value === undefined || ! /^\s*\d+\s*$/.test( value ) ) {
		return null;
	}
	const quantity = Number( value );
	return quantity > 0 ? quantity : null;
}

/**
 * The extra fields of a form (§3.6); repeated `name[]` fields become
 * `name[0]`, `name[1]`, … in form order.
 *
 * @param fields Form fields.
 */
export function extraFields(
	fields: readonly FormField[]
): Record< string, string > {
	const extra: Record< string, string > = {};
	const counters: Record< string, number > = {};
	for ( const [ name, value ] of fields ) {
		if ( isLineField( name ) ) {
			continue;
		}
		if ( name.endsWith( '[]' ) ) {
			const base = name.slice( 0, -2 );
			const index = counters[ base ] ?? 0;
			counters[ base ] = index + 1;
			extra[ `${ base }[${ index }]` ] = value;
		} else {
			extra[ name ] = value;
		}
	}
	return extra;
}

/**
 * The `attribute_*` fields as variations, or null when there are none (§3.6).
 *
 * @param fields Form fields.
 */
export function lineVariations(
	fields: readonly FormField[]
): LineVariation[] | null {
	const variations = fields
		.filter( ( [ name ] ) => name.startsWith( 'attribute_' ) )
		.map( ( [ name, value ] ) => ( { name, value } ) );
	return variations.length > 0 ? variations : null;
}

/**
 * The product lines a product form puts into the cart (§3.6, §5.4):
 * - grouped: one line per `quantity[{id}]` field with a value, the id taken
 *   from the field name;
 * - booking: one line of quantity 1 with the `wc_bookings_field*` fields;
 * - subscription and variable subscription: the `add-to-cart` product,
 *   quantity 1;
 * - otherwise: the `add-to-cart` (or `product_id`) product with the form's
 *   quantity (1 when empty).
 * Every line carries the form's variations and extras. A form without a
 * product gives no line.
 *
 * @param fields Form fields in form order (e.g. `[ ...new FormData( form ) ]`).
 * @param type   Product type of the page.
 */
export function productLines(
	fields: readonly FormField[],
	type: ProductType
): ProductLine[] {
	const value = ( name: string ): string | undefined =>
		fields.find( ( [ field ] ) => field === name )?.[ 1 ];
	const variations = lineVariations( fields );
	const extra = extraFields( fields );

	if ( type === 'grouped' ) {
		const lines: ProductLine[] = [];
		for ( const [ name, raw ] of fields ) {
			const id = GROUPED_QUANTITY.exec( name )?.[ 1 ];
			const quantity = parseQuantity( raw );
			if ( id !== undefined && quantity !== null ) {
				lines.push( { id: Number( id ), quantity, variations, extra } );
			}
		}
		return lines;
	}

	const id = parseQuantity( value( 'add-to-cart' ) ?? value( 'product_id' ) );
	if ( id === null ) {
		return [];
	}
	if ( type === 'booking' ) {
		const booking: Record< string, string > = {};
		for ( const [ name, raw ] of fields ) {
			if ( name.startsWith( 'wc_bookings_field' ) ) {
				booking[ name ] = raw;
			}
		}
		return [ { id, quantity: 1, variations, extra, booking } ];
	}
	if ( type === 'subscription' || type === 'variable-subscription' ) {
		return [ { id, quantity: 1, variations, extra } ];
	}
	return [
		{
			id,
			quantity: parseQuantity( value( 'quantity' ) ) ?? 1,
			variations,
			extra,
		},
	];
}

/**
 * PATCH of an order (JSON Patch on the paths the provider allows).
 */
/**
 * Internal dependencies
 */
import { fail, isObject, Json, now, Reply } from './common';
import { issueError } from './errors';
import type { Order } from './state';
import { validateCreateOrder } from './validate';

/**
 * JSON Patch on an order, with the paths the provider allows.
 * @param order
 * @param ops
 */
export function patchOrder( order: Order, ops: unknown ): Reply {
	if ( order.status === 'COMPLETED' ) {
		return fail( issueError( 'ORDER_ALREADY_COMPLETED' ) );
	}
	if ( ! Array.isArray( ops ) || ! ops.length ) {
		return fail(
			issueError( 'MALFORMED_REQUEST_JSON', { location: 'body' } )
		);
	}
	// A copy is patched; any failing operation drops it, as the provider
	// applies a patch document all or nothing.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const units: Json[] = structuredClone( order.purchase_units );
	let intent: Order[ 'intent' ] = order.intent;
	for ( const [ i, op ] of ops.entries() ) {
		const at = `/${ i }`;
		if (
			! isObject( op ) ||
			! [ 'add', 'replace', 'remove' ].includes( op.op )
		) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: `${ at }/op`,
					location: 'body',
				} )
			);
		}
		if ( typeof op.path !== 'string' ) {
			return fail(
				issueError( 'PATCH_PATH_REQUIRED', {
					field: `${ at }/path`,
				} )
			);
		}
		if ( op.op !== 'remove' && op.value === undefined ) {
			return fail(
				issueError( 'PATCH_VALUE_REQUIRED', {
					field: `${ at }/value`,
				} )
			);
		}
		if ( op.path === '/intent' ) {
			if (
				op.op !== 'replace' ||
				! [ 'CAPTURE', 'AUTHORIZE' ].includes( op.value )
			) {
				return fail(
					issueError( 'INVALID_PATCH_OPERATION', {
						field: `${ at }/op`,
					} )
				);
			}
			intent = op.value;
			continue;
		}
		const m =
			/^\/purchase_units\/@reference_id=='([^']*)'\/(amount|custom_id|invoice_id|description|soft_descriptor|items|shipping\/name|shipping\/address|shipping\/options)$/.exec(
				op.path
			);
		const unit = m && units.find( ( u ) => u.reference_id === m[ 1 ] );
		if ( ! m || ! unit ) {
			return fail(
				issueError( 'INVALID_PARAMETER_VALUE', {
					field: `${ at }/path`,
					value: op.path,
					location: 'body',
				} )
			);
		}
		const keys = m[ 2 ].split( '/' );
		const parent = keys.length === 2 ? ( unit[ keys[ 0 ] ] ??= {} ) : unit;
		const key = keys[ keys.length - 1 ];
		const present = parent[ key ] !== undefined;
		if (
			( op.op === 'add' && present && key !== 'items' ) ||
			( op.op !== 'add' && ! present )
		) {
			return fail(
				issueError( 'INVALID_PATCH_OPERATION', {
					field: `${ at }/op`,
					location: 'body',
				} )
			);
		}
		if ( op.op === 'remove' ) {
			delete parent[ key ];
		} else {
			parent[ key ] = structuredClone( op.value );
		}
	}
	const invalid = validateCreateOrder( {
		intent,
		purchase_units: units.map( ( { payee, ...u } ) => u ), // eslint-disable-line @typescript-eslint/no-unused-vars
	} );
	if ( invalid ) {
		return fail( invalid );
	}
	order.purchase_units = units;
	order.intent = intent;
	order.update_time = now();
	return { status: 204 };
}

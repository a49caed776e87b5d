/**
 * The settings form's rules, pure: what a save sends, how the input follows
 * the server after a save or a go-live step, and what a refusal says. The
 * settings' validation itself is the server's alone (Provider\Settings):
 * the form sends what the owner typed and shows the server's reasons.
 */
/**
 * Internal dependencies
 */
import { describeRestError } from '../../shared/rest';
import type {
	Readiness,
	Refusal,
	SettingKey,
	SettingValue,
	SettingsValues,
} from './types';

/**
 * The changed settings among some keys: what a tab's save sends. The
 * secret counts only when typed (the stored one is never in the form).
 *
 * @param saved The stored settings.
 * @param draft The form's input.
 * @param keys  The keys to look at (a tab's).
 * @return Key → new value; empty when nothing changed.
 */
export function changesOf(
	saved: SettingsValues,
	draft: SettingsValues,
	keys: SettingKey[]
): Partial< SettingsValues > {
	const changes: Partial< SettingsValues > = {};
	for ( const key of keys ) {
		if ( draft[ key ] !== saved[ key ] ) {
			changes[ key ] = draft[ key ];
		}
	}
	return changes;
}

/**
 * The form's input after the stored settings changed: the keys just saved
 * take the server's values (which it may have changed, e.g. "save payment
 * methods" switched off for an account without vault), and so does every
 * field the owner had not touched; what she typed elsewhere stays.
 *
 * @param before    The stored settings the input was made against.
 * @param draft     The form's input.
 * @param after     The stored settings now.
 * @param savedKeys The keys the save sent.
 * @return The new input.
 */
export function rebase(
	before: SettingsValues,
	draft: SettingsValues,
	after: SettingsValues,
	savedKeys: SettingKey[] = []
): SettingsValues {
	const next = { ...after };
	for ( const key of Object.keys( after ) as SettingKey[] ) {
		if ( ! savedKeys.includes( key ) && draft[ key ] !== before[ key ] ) {
			next[ key ] = draft[ key ];
		}
	}
	return next;
}

/**
 * The value a number field holds: a whole number when the text is one,
 * else the text itself, so the server names what is wrong with it.
 *
 * @param text What the input holds.
 * @return The value to keep.
 */
export function numberInput( text: string ): SettingValue {
	return /^-?\d{1,9}$/.test( text.trim() ) ? Number( text ) : text;
}

/**
 * What a refused save or step says (§8.3: the browser's own failures get
 * its German messages; the server's refusals bring theirs, with the
 * fields to blame and the readiness list).
 *
 * @param error What api-fetch rejected with.
 * @return The refusal.
 */
export function refusalOf( error: unknown ): Refusal {
	const described = describeRestError( error );
	const data = ( described.data ?? {} ) as {
		fields?: Partial< Record< SettingKey, string > >;
		readiness?: Readiness;
	};
	return {
		code: described.code,
		message: described.message,
		fields:
			data.fields && typeof data.fields === 'object' ? data.fields : {},
		readiness: data.readiness ?? null,
	};
}

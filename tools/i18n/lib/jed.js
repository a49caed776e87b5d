// @ts-check
/**
 * Jed 1.x locale data for one script handle, as WordPress' load_script_textdomain()
 * reads it and WP-CLI's `i18n make-json` writes it. WordPress prints
 *
 *     var localeData = translations.locale_data[ domain ] || translations.locale_data.messages;
 *     localeData[""].domain = domain;
 *     wp.i18n.setLocaleData( localeData, domain );
 *
 * so the strings go under `locale_data.messages`, keyed by msgid or
 * "msgctxt\u0004msgid", each an array of translations (one per plural form),
 * which is what Tannin inside @wordpress/i18n looks up.
 *
 * CommonJS so that Jest (tools/i18n/test) loads it without an ESM set-up.
 */
/**
 * Internal dependencies
 */
const { itemsOf, keyOf, isFuzzy, isTranslated } = require( './catalog.js' );

/**
 * @typedef {{domain: string, lang: string, 'plural-forms': string}} JedHeader
 * @typedef {Record<string, string[]|JedHeader>} JedMessages
 * @typedef {{'translation-revision-date': string, generator: string, domain: 'messages', locale_data: {messages: JedMessages}}} JedData
 */

/**
 * Builds the JSON data for the strings `keys` from a translation.
 * Untranslated and fuzzy strings are left out (the script then shows the
 * English source text, as WordPress does).
 *
 * @param {import('gettext-parser').GetTextTranslations} po   Translation.
 * @param {Iterable<string>}                             keys Lookup keys (see keyOf) the script uses.
 * @return {JedData} Data to write as JSON.
 */
function buildJed( po, keys ) {
	const translated = new Map(
		itemsOf( po.translations )
			.filter( ( item ) => isTranslated( item ) && ! isFuzzy( item ) )
			.map( ( item ) => [ keyOf( item ), item ] )
	);
	/** @type {JedMessages} */
	const messages = {
		'': {
			domain: 'messages',
			lang: po.headers.Language ?? '',
			'plural-forms':
				po.headers[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const key of [ ...new Set( keys ) ].sort() ) {
		const item = translated.get( key );
		if ( item ) {
			messages[ key ] = [ ...item.msgstr ];
		}
	}
	return {
		'translation-revision-date': po.headers[ 'PO-Revision-Date' ] ?? '',
		generator: 'vitrine',
		domain: 'messages',
		locale_data: { messages },
	};
}

module.exports = { buildJed };

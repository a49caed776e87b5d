/**
 * §5.2 basic checkout validation: which messages block a payment, built
 * from the §3.11 labels. Pure: the DOM side (rules' inputs, the validate
 * event, showing the list) lives in flows/checkout-page.ts.
 */

/** A required field as the page sees it after the validate event. */
export interface RequiredField {
	/** The input's name (billing_first_name…). */
	name: string;
	/** The form section it sits in. */
	section: 'billing' | 'shipping' | 'other';
	/** The text of its label, as rendered (may carry a `*`). */
	label: string;
	/** Whether it is shown (hidden fields never block, §5.2). */
	visible: boolean;
	/** Whether the shop marked it invalid. */
	invalid: boolean;
}

/** §3.11 labels the rule reads. */
export interface ValidationLabels {
	error: {
		required: {
			generic: string;
			/** Template with `%s` for the field, shown in bold. */
			field: string;
			elements: Record< string, string >;
		};
	};
	billing_field: string;
	shipping_field: string;
}

/**
 * One message: the template's text around the field's name, which the page
 * renders in bold (`strong`). A message without a field is plain text.
 */
export interface ValidationMessage {
	before: string;
	field: string;
	after: string;
}

/** §5.2: messages this short say nothing and are dropped. */
const MIN_MESSAGE_LENGTH = 3;

/**
 * Puts a value into a `%s` template (the first `%s`; none: appended).
 *
 * @param template Template.
 * @param value    Value.
 */
function fill( template: string, value: string ): string {
	return template.includes( '%s' )
		? template.replace( '%s', value )
		: `${ template } ${ value }`.trim();
}

/**
 * §5.2: a field's own words: the element-specific message for its name if
 * configured, else its label (asterisks removed, trimmed) wrapped in the
 * section's template.
 *
 * @param field  The field.
 * @param labels §3.11 labels.
 */
export function fieldText(
	field: RequiredField,
	labels: ValidationLabels
): string {
	const own = labels.error.required.elements?.[ field.name ];
	if ( typeof own === 'string' && own.trim() !== '' ) {
		return own.trim();
	}
	const label = field.label.replace( /\*/g, '' ).trim();
	if ( field.section === 'billing' ) {
		return fill( labels.billing_field, label );
	}
	if ( field.section === 'shipping' ) {
		return fill( labels.shipping_field, label );
	}
	return label;
}

/**
 * §5.2: the messages that block payment, or an empty list when the form
 * may be paid. Each visible invalid field's text goes in bold into
 * `required.field`; texts of 2 characters or fewer are dropped; when
 * fields block but no text remains, `required.generic` alone.
 *
 * @param fields Required fields after the validate event.
 * @param labels §3.11 labels.
 */
export function basicValidationMessages(
	fields: RequiredField[],
	labels: ValidationLabels
): ValidationMessage[] {
	const blocking = fields.filter( ( f ) => f.visible && f.invalid );
	if ( blocking.length === 0 ) {
		return [];
	}
	const template = labels.error.required.field || '%s';
	const [ before, ...rest ] = template.includes( '%s' )
		? template.split( '%s' )
		: [ `${ template } `, '' ];
	const after = rest.join( '%s' );
	const messages = blocking
		.map( ( field ) => fieldText( field, labels ) )
		.filter( ( text ) => text.length >= MIN_MESSAGE_LENGTH )
		.map( ( field ) => ( { before, field, after } ) );
	if ( messages.length === 0 ) {
		return [
			{ before: labels.error.required.generic, field: '', after: '' },
		];
	}
	return messages;
}

/**
 * The section of a field by its name (§3.5 billing_* / shipping_*).
 *
 * @param name Input name.
 */
export function sectionOf( name: string ): RequiredField[ 'section' ] {
	if ( name.startsWith( 'billing_' ) ) {
		return 'billing';
	}
	return name.startsWith( 'shipping_' ) ? 'shipping' : 'other';
}

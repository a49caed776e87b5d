/**
 * The provider's error bodies: `name`, `message`, `details[{field, value,
 * location, issue, description}]`, `debug_id` and `links`, with the status
 * codes its public API reference documents for each issue.
 */
/**
 * External dependencies
 */
import { randomBytes } from 'node:crypto';

export interface ErrorDetail {
	field?: string;
	value?: string;
	location?: string;
	issue: string;
	description: string;
}

export interface ErrorBody {
	name: string;
	message: string;
	details?: ErrorDetail[];
	debug_id: string;
	links: Array< { href: string; rel: string; method?: string } >;
}

export interface ProviderError {
	status: number;
	body: ErrorBody;
}

const NAME_BY_STATUS: Record< number, [ string, string ] > = {
	400: [
		'INVALID_REQUEST',
		'Request is not well-formed, syntactically incorrect, or violates schema.',
	],
	401: [
		'AUTHENTICATION_FAILURE',
		'Authentication failed due to missing authorization header, or invalid authentication credentials.',
	],
	403: [
		'NOT_AUTHORIZED',
		'Authorization failed due to insufficient permissions.',
	],
	404: [ 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.' ],
	405: [
		'METHOD_NOT_SUPPORTED',
		'The server does not implement the requested HTTP method.',
	],
	415: [
		'UNSUPPORTED_MEDIA_TYPE',
		"The server does not support the request payload's media type.",
	],
	422: [
		'UNPROCESSABLE_ENTITY',
		'The requested action could not be performed, semantically incorrect, or failed business validation.',
	],
	429: [
		'RATE_LIMIT_REACHED',
		'Too many requests. Blocked due to rate limiting.',
	],
	500: [ 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.' ],
	503: [ 'SERVICE_UNAVAILABLE', 'Service Unavailable.' ],
};

/**
 * Issues the emulator knows, with the status they come with and the
 * provider's description. Used by validation and by fault injection
 * (`{ issue: 'INSTRUMENT_DECLINED' }` answers the next call with this).
 */
export const ISSUES: Record<
	string,
	{ status: number; description: string; api?: string }
> = {
	MISSING_REQUIRED_PARAMETER: {
		status: 400,
		description: 'A required field / parameter is missing.',
	},
	INVALID_PARAMETER_VALUE: {
		status: 400,
		description: 'The value of a field is invalid.',
	},
	INVALID_PARAMETER_SYNTAX: {
		status: 400,
		description:
			'The value of a field does not conform to the expected format.',
	},
	INVALID_STRING_LENGTH: {
		status: 400,
		description: 'The value of a field is either too short or too long.',
	},
	MALFORMED_REQUEST_JSON: {
		status: 400,
		description: 'The request JSON is not well formed.',
	},
	INVALID_PATCH_OPERATION: {
		status: 400,
		description:
			'The operation cannot be honored. Cannot add a property that is already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add.',
	},
	PATCH_PATH_REQUIRED: {
		status: 400,
		description:
			'Specify a path for the field for which the operation needs to be performed.',
	},
	PATCH_VALUE_REQUIRED: {
		status: 400,
		description:
			'Please specify a value to for the field that is being patched.',
	},
	INVALID_RESOURCE_ID: {
		status: 404,
		description:
			'Specified resource ID does not exist. Please check the resource ID and try again.',
	},
	INVALID_TOKEN: {
		status: 401,
		description: 'Token signature verification failed.',
	},
	PERMISSION_DENIED: {
		status: 403,
		description:
			'You do not have permission to access or perform operations on this resource.',
	},
	INVALID_ARRAY_MAX_ITEMS: {
		status: 400,
		description: 'The number of items in an array parameter is too large.',
	},
	CURRENCY_MISMATCH: {
		status: 422,
		description:
			'Currency code should be the same currency for all amount fields within a purchase unit.',
	},
	ITEM_TOTAL_REQUIRED: {
		status: 422,
		description:
			'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
	},
	CARD_EXPIRED: {
		status: 422,
		description: 'The card is expired.',
	},
	REFERENCED_CARD_EXPIRED: {
		status: 422,
		description:
			'The card underlying the token has expired and hence cannot be used to process a payment.',
	},
	COMPLIANCE_VIOLATION: {
		status: 422,
		description: 'Transaction is declined due to compliance violation.',
	},
	CURRENCY_NOT_SUPPORTED: {
		status: 422,
		description:
			'Currency code is unknown or is not supported. Please refer to the reference for supported currency codes.',
	},
	AMOUNT_MISMATCH: {
		status: 422,
		description:
			'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
	},
	ITEM_TOTAL_MISMATCH: {
		status: 422,
		description:
			'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
	},
	TAX_TOTAL_REQUIRED: {
		status: 422,
		description:
			'If item details are specified (items.tax and items.quantity) corresponding amount.breakdown.tax_total is required.',
	},
	TAX_TOTAL_MISMATCH: {
		status: 422,
		description:
			'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
	},
	DUPLICATE_REFERENCE_ID: {
		status: 422,
		description:
			'`reference_id` must be unique if multiple `purchase_unit` are provided.',
	},
	ORDER_NOT_APPROVED: {
		status: 422,
		description:
			"Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
	},
	ORDER_ALREADY_CAPTURED: {
		status: 422,
		description:
			"Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
	},
	ORDER_ALREADY_AUTHORIZED: {
		status: 422,
		description:
			"Order already authorized.If 'intent=AUTHORIZE' only one authorization per order is allowed.",
	},
	ORDER_ALREADY_COMPLETED: {
		status: 422,
		description: 'The order cannot be patched after it is completed.',
	},
	ACTION_DOES_NOT_MATCH_INTENT: {
		status: 422,
		description:
			"Order was created with an intent to 'AUTHORIZE'. Please use /v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
	},
	INSTRUMENT_DECLINED: {
		status: 422,
		description:
			"The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
	},
	PAYER_ACTION_REQUIRED: {
		status: 422,
		description:
			'Transaction cannot complete successfully, instruct the buyer to return to PayPal.',
	},
	TRANSACTION_REFUSED: {
		status: 422,
		description: 'The request was refused.',
	},
	PAYER_CANNOT_PAY: {
		status: 422,
		description:
			'Combination of payer and payee settings mean that this buyer cannot pay this seller.',
	},
	CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE: {
		status: 422,
		description:
			'Currency code provided is not supported by the provided payment source.',
	},
	COUNTRY_NOT_SUPPORTED_BY_PAYMENT_SOURCE: {
		status: 422,
		description:
			'Country code provided is not supported by the provided payment source.',
	},
	PAYMENT_SOURCE_CANNOT_BE_USED: {
		status: 422,
		description:
			'The provided payment source cannot be used to pay for the order.',
	},
	PAYMENT_SOURCE_NOT_SUPPORTED: {
		status: 422,
		description:
			'The payer selected method of payment is not supported when multiple purchase units are specified for an Order.',
	},
	DUPLICATE_INVOICE_ID: {
		status: 422,
		description:
			'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
	},
	SETUP_TOKEN_NOT_APPROVED: {
		status: 422,
		description: 'The setup token has not been approved by the payer yet.',
	},
	CAPTURE_FULLY_REFUNDED: {
		status: 422,
		description: 'The capture has already been fully refunded',
		api: 'payments/v2',
	},
	REFUND_AMOUNT_EXCEEDED: {
		status: 422,
		description:
			'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
		api: 'payments/v2',
	},
	REFUND_CAPTURE_CURRENCY_MISMATCH: {
		status: 422,
		description: 'Refund must be in the same currency as the capture.',
		api: 'payments/v2',
	},
	CANNOT_BE_ZERO_OR_NEGATIVE: {
		status: 422,
		description:
			'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
		api: 'payments/v2',
	},
	AUTHORIZATION_ALREADY_CAPTURED: {
		status: 422,
		description:
			'Authorization has been previously captured and hence cannot be captured again.',
		api: 'payments/v2',
	},
	AUTHORIZATION_VOIDED: {
		status: 422,
		description:
			'A voided authorization cannot be captured or reauthorized.',
		api: 'payments/v2',
	},
	AUTH_CAPTURE_CURRENCY_MISMATCH: {
		status: 422,
		description:
			'Currency of capture must be the same as currency of authorization.',
		api: 'payments/v2',
	},
	MAX_CAPTURE_AMOUNT_EXCEEDED: {
		status: 422,
		description:
			'Capture amount exceeds allowable limit. The default limit allows the sum of all captures to be up to 115% of the authorized amount.',
		api: 'payments/v2',
	},
	PREVIOUSLY_CAPTURED: {
		status: 422,
		description:
			'Authorization has been previously captured and hence cannot be voided.',
		api: 'payments/v2',
	},
	PREVIOUSLY_VOIDED: {
		status: 422,
		description:
			'Authorization has been previously voided and hence cannot be voided again.',
		api: 'payments/v2',
	},
	PLAN_STATUS_INVALID: {
		status: 422,
		description:
			'Invalid plan status for create subscription action; plan status should be active.',
		api: 'subscriptions/v1',
	},
	SUBSCRIPTION_STATUS_INVALID: {
		status: 422,
		description: 'Invalid subscription status for this action.',
		api: 'subscriptions/v1',
	},
	RATE_LIMIT_REACHED: {
		status: 429,
		description: 'Too many requests. Blocked due to rate limiting.',
	},
	INTERNAL_SERVER_ERROR: {
		status: 500,
		description: 'An internal server error occurred.',
	},
	SERVICE_UNAVAILABLE: {
		status: 503,
		description: 'Service Unavailable.',
	},
};

/** A provider-style debug id: 13 hex digits. */
export function debugId(): string {
	return randomBytes( 7 ).toString( 'hex' ).slice( 0, 13 );
}

/**
 * The error body of a status with details.
 *
 * @param status  HTTP status.
 * @param details Details (may be empty).
 */
export function errorFor(
	status: number,
	details: ErrorDetail[] = []
): ProviderError {
	const [ name, message ] = NAME_BY_STATUS[ status ] ?? NAME_BY_STATUS[ 500 ];
	const issue = details[ 0 ]?.issue;
	const body: ErrorBody = {
		name,
		message,
		debug_id: debugId(),
		links: [
			{
				href: `https://developer.paypal.com/docs/api/${
					( issue && ISSUES[ issue ]?.api ) || 'orders/v2'
				}/#error-${ issue ?? name }`,
				rel: 'information_link',
				method: 'GET',
			},
		],
	};
	// The documents' 5xx bodies have no details: the name is the issue.
	if ( details.length && status < 500 ) {
		body.details = details;
	}
	return { status, body };
}

/**
 * The error of one issue from the catalogue (unknown issues answer 422).
 *
 * @param issue  Issue name, e.g. INSTRUMENT_DECLINED.
 * @param detail Field, value and location to add.
 */
export function issueError(
	issue: string,
	detail: Partial< ErrorDetail > = {}
): ProviderError {
	const known = ISSUES[ issue ];
	return errorFor( known?.status ?? 422, [
		{
			...detail,
			issue,
			description:
				detail.description ??
				known?.description ??
				'The request failed.',
		},
	] );
}

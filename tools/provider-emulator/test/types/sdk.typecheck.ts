/**
 * Type-level test, compiled by `npm run lint:ts` (the root tsc), never run:
 * the emulator's SDK against the provider's own typings (@paypal/paypal-js)
 * and against what the shop's front end calls (src/payment/sdk-types.ts).
 * tsc fails here when the emulator offers a member or a shape the
 * provider's SDK does not, or lacks one the front end uses.
 */
/**
 * External dependencies
 */
import type {
	FUNDING_SOURCE,
	HostedFieldsHandler,
	PayPalButtonsComponent,
	PayPalCardFieldsComponent,
	PayPalCardFieldsIndividualField,
	PayPalHostedFieldsComponent,
	PayPalMarksComponent,
	PayPalMessagesComponent,
	PayPalNamespace,
} from '@paypal/paypal-js';

/**
 * Internal dependencies
 */
import type {
	AppleComponent,
	GoogleComponent,
	SdkCardFields,
	SdkHostedFieldsInstance,
	SdkNamespace,
} from '../../../../src/payment/sdk-types';
import type { EmulatorNamespace } from '../../src/sdk/browser';

/** Compiles only for `true`. */
type Expect< Check extends true > = Check;
/** Whether A is assignable to B. */
type Is< A, B > = [ A ] extends [ B ] ? true : false;
/** Whether Offered has no member Allowed lacks. */
type NoExtra< Offered, Allowed > = Is<
	Exclude< keyof Offered, keyof Allowed >,
	never
>;
/** Whether Offered has no member Provider lacks, each typed as Provider types it. */
type Offers< Offered, Provider > = NoExtra< Offered, Provider > extends true
	? Is< Offered, Pick< Provider, keyof Offered & keyof Provider > >
	: false;
/** What a factory returns. */
type Made< Factory > = Factory extends ( ...args: never[] ) => infer Instance
	? Instance
	: never;
/** Whether a factory takes every options object the provider's takes. */
type Takes< Factory, ProviderFactory > = [ ProviderFactory, Factory ] extends [
	( ...args: infer Given ) => unknown,
	( ...args: infer Taken ) => unknown,
]
	? Is< Given, Taken >
	: false;

type Emulator = Required< EmulatorNamespace >;
type Provider = Required< PayPalNamespace >;

/**
 * The namespace: the provider's members, the two wallet components the
 * provider documents without typing them (sdk-types.ts), and the tests'
 * `__emulator` hook; nothing else.
 */
export type NamespaceOffersNoMore = Expect<
	NoExtra<
		Emulator,
		Provider & {
			Applepay: unknown;
			Googlepay: unknown;
			__emulator: unknown;
		}
	>
>;

/** The front end's every member exists, with the types the front end calls. */
export type NamespaceLacksNothingUsed = Expect<
	Is< Exclude< keyof SdkNamespace, keyof EmulatorNamespace >, never >
>;
export type NamespaceFitsTheFrontEnd = Expect<
	Is<
		Omit< EmulatorNamespace, 'HostedFields' >,
		Omit< SdkNamespace, 'HostedFields' >
	>
>;
export type HostedFieldsFitTheFrontEnd = Expect<
	Is<
		Omit< Emulator[ 'HostedFields' ], 'render' > & {
			render: (
				...args: Parameters< Emulator[ 'HostedFields' ][ 'render' ] >
			) => Promise< Omit< EmulatorHostedFields, 'getState' > >;
		},
		Omit< Required< SdkNamespace >[ 'HostedFields' ], 'render' > & {
			render: (
				...args: Parameters< PayPalHostedFieldsComponent[ 'render' ] >
			) => Promise< Omit< SdkHostedFieldsInstance, 'getState' > >;
		}
	>
>;

/** Its plain members are typed as the provider types them. */
export type PlainMembers = Expect<
	Offers<
		Pick<
			Emulator,
			| 'version'
			| 'FUNDING'
			| 'getFundingSources'
			| 'isFundingEligible'
			| 'rememberFunding'
		>,
		Provider
	>
>;

/** FUNDING: exactly one constant per FUNDING_SOURCE, named in upper case. */
export type FundingConstants = Expect<
	Is<
		Emulator[ 'FUNDING' ],
		{ readonly [ Source in FUNDING_SOURCE as Uppercase< Source > ]: Source }
	>
>;
export type FundingConstantsComplete = Expect<
	NoExtra<
		{ [ Source in FUNDING_SOURCE as Uppercase< Source > ]: Source },
		Emulator[ 'FUNDING' ]
	>
>;

/** Buttons and Marks: the provider's options in, the provider's instance out. */
export type ButtonsTakes = Expect<
	Takes< Emulator[ 'Buttons' ], Provider[ 'Buttons' ] >
>;
export type ButtonsInstance = Expect<
	Offers< Made< Emulator[ 'Buttons' ] >, PayPalButtonsComponent >
>;
export type MarksTakes = Expect<
	Takes< Emulator[ 'Marks' ], Provider[ 'Marks' ] >
>;
export type MarksInstance = Expect<
	Offers< Made< Emulator[ 'Marks' ] >, PayPalMarksComponent >
>;

/** Messages. */
export type MessagesTakes = Expect<
	Takes< Emulator[ 'Messages' ], Provider[ 'Messages' ] >
>;
export type MessagesInstance = Expect<
	Offers< Made< Emulator[ 'Messages' ] >, PayPalMessagesComponent >
>;

/** CardFields: the component and each of its fields. */
type EmulatorCardFields = Made< Emulator[ 'CardFields' ] >;
export type CardFieldsTakes = Expect<
	Takes< Emulator[ 'CardFields' ], Provider[ 'CardFields' ] >
>;
export type CardFieldsReadsValidity = Expect<
	Is<
		Awaited< ReturnType< EmulatorCardFields[ 'getState' ] > >,
		Awaited< ReturnType< SdkCardFields[ 'getState' ] > >
	>
>;
export type CardFieldsInstance = Expect<
	Offers<
		Omit<
			EmulatorCardFields,
			| 'NumberField'
			| 'CVVField'
			| 'ExpiryField'
			| 'NameField'
			| 'getState'
		>,
		PayPalCardFieldsComponent
	>
>;
export type CardFieldsMembers = Expect<
	NoExtra< EmulatorCardFields, PayPalCardFieldsComponent >
>;
export type CardField = Expect<
	Offers<
		Made< EmulatorCardFields[ 'NumberField' ] >,
		PayPalCardFieldsIndividualField
	>
>;

/** The legacy HostedFields and the instance its render() resolves to. */
type EmulatorHostedFields = Awaited<
	ReturnType< Emulator[ 'HostedFields' ][ 'render' ] >
>;
export type HostedFields = Expect<
	NoExtra< Emulator[ 'HostedFields' ], PayPalHostedFieldsComponent >
>;
export type HostedFieldsEligible = Expect<
	Offers<
		Pick< Emulator[ 'HostedFields' ], 'isEligible' >,
		PayPalHostedFieldsComponent
	>
>;
export type HostedFieldsTakes = Expect<
	Takes<
		Emulator[ 'HostedFields' ][ 'render' ],
		PayPalHostedFieldsComponent[ 'render' ]
	>
>;
export type HostedFieldsInstance = Expect<
	Offers<
		Omit< EmulatorHostedFields, 'getState' | 'submit' >,
		HostedFieldsHandler
	>
>;
export type HostedFieldsMembers = Expect<
	NoExtra< EmulatorHostedFields, HostedFieldsHandler >
>;

/** The wallets, as the provider documents them (sdk-types.ts). */
export type Applepay = Expect<
	Offers< Made< Emulator[ 'Applepay' ] >, AppleComponent >
>;
export type Googlepay = Expect<
	Offers< Made< Emulator[ 'Googlepay' ] >, GoogleComponent >
>;

/**
 * Known divergences, each asserted as it is today so that fixing it fails
 * here (then replace the line by an Offers check above):
 * - CardFields' getState(): its cards lack `code` and `niceType`,
 *   `emittedBy` is '' and `errors` are plain strings.
 * - The legacy HostedFields' getState() answers with a promise (the
 *   provider's answers synchronously; the front end awaits either).
 * - The legacy HostedFields' submit() answers without `card` (the page
 *   never sees the card; the front end reads orderId and liabilityShift).
 */
export type KnownCardFieldsState = Expect<
	Is<
		Offers<
			Pick< EmulatorCardFields, 'getState' >,
			PayPalCardFieldsComponent
		>,
		false
	>
>;
export type KnownHostedFieldsState = Expect<
	Is<
		Offers< Pick< EmulatorHostedFields, 'getState' >, HostedFieldsHandler >,
		false
	>
>;
export type KnownHostedFieldsSubmit = Expect<
	Is<
		Offers< Pick< EmulatorHostedFields, 'submit' >, HostedFieldsHandler >,
		false
	>
>;

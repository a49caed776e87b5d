/**
 * §2.5 URL rules on return from the provider.
 */
/**
 * Internal dependencies
 */
import {
	cleanReturnHash,
	hasReturnParams,
	isResumeFlow,
	RETURN_HASH_PARAMS,
	resumeClaim,
	returnHashAction,
} from '../url';

describe( 'hash cleanup on return (§2.5)', () => {
	it( 'removes every listed provider parameter and keeps the others', () => {
		const hash =
			'#tab=reviews&' +
			RETURN_HASH_PARAMS.map( ( name ) => `${ name }=x` ).join( '&' ) +
			'&utm_source=mail';
		expect( cleanReturnHash( hash ) ).toBe(
			'#tab=reviews&utm_source=mail'
		);
	} );

	it( 'leaves an empty hash when only provider parameters were there', () => {
		expect( cleanReturnHash( '#token=EC-1&PayerID=P1' ) ).toBe( '' );
	} );

	it( 'is case-sensitive: payerid is not PayerID', () => {
		expect( cleanReturnHash( '#payerid=1&PayerID=2' ) ).toBe(
			'#payerid=1'
		);
	} );

	it( 'cleans the provider’s return hash that names its kind first (#onApprove?token=…)', () => {
		expect(
			cleanReturnHash(
				'#onApprove?token=O1&button_session_id=uid_1&switch_initiated_time=5&PayerID=P1&keep=1'
			)
		).toBe( '#keep=1' );
		expect( cleanReturnHash( '#onCancel?token=O1&tab=2' ) ).toBe(
			'#tab=2'
		);
		expect( isResumeFlow( '#onApprove?switch_initiated_time=5' ) ).toBe(
			true
		);
		expect( hasReturnParams( '#onError?x=1' ) ).toBe( true );
	} );

	it( 'knows whether there is anything to clean', () => {
		expect( hasReturnParams( '#tab=1' ) ).toBe( false );
		expect( hasReturnParams( '#tab=1&onCancel=1' ) ).toBe( true );
	} );
} );

describe( 'resume flow (§2.5)', () => {
	it( 'is detected by switch_initiated_time in the hash', () => {
		expect( isResumeFlow( '#switch_initiated_time=1700000000' ) ).toBe(
			true
		);
		expect( isResumeFlow( '#token=EC-1' ) ).toBe( false );
		expect( isResumeFlow( '' ) ).toBe( false );
	} );
} );

describe( 'one resume per page (§2.5, §4.9)', () => {
	it( 'lets the first wrapper’s buttons resume a return hash and none after it, so one page shows one error', () => {
		const claim = resumeClaim();
		const hash =
			'#onApprove?token=NOSUCHORDER1&switch_initiated_time=1&keep=1';
		expect( [ claim( hash ), claim( hash ), claim( hash ) ] ).toEqual( [
			true,
			false,
			false,
		] );
	} );

	it( 'lets another return on the same page resume again', () => {
		const claim = resumeClaim();
		expect( claim( '#onCancel?token=EC-1' ) ).toBe( true );
		expect( claim( '#onApprove?token=EC-2' ) ).toBe( true );
		expect( claim( '#onApprove?token=EC-2' ) ).toBe( false );
	} );
} );

describe( 'a return hash when the buttons render (§2.5, §4.9)', () => {
	it( 'resumes the flow the SDK returned from, once per page', () => {
		const claim = resumeClaim();
		const hash = '#onApprove?token=EC-1&switch_initiated_time=1';
		expect( returnHashAction( hash, true, claim ) ).toBe( 'resume' );
		expect( returnHashAction( hash, true, claim ) ).toBe( 'keep' );
	} );

	it( 'cleans return parameters nothing resumes (a reload, a bookmark, a stale link), keeping the others', () => {
		const hash = '#tab=2&token=EC-1&PayerID=P1';
		expect( returnHashAction( hash, false, resumeClaim() ) ).toBe(
			'clean'
		);
		expect( cleanReturnHash( hash ) ).toBe( '#tab=2' );
	} );

	it( 'keeps a hash without return parameters', () => {
		expect( returnHashAction( '#tab=2', false, resumeClaim() ) ).toBe(
			'keep'
		);
		expect( returnHashAction( '', false, resumeClaim() ) ).toBe( 'keep' );
	} );
} );

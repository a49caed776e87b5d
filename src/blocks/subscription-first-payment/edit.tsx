/**
 * Edit component of vitrine/subscription-first-payment: a preview of the
 * first-payment line (§2.3) with a sample date, on a product template or
 * anywhere else; the real date depends on the variation a shopper picks.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { dateI18n, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/** Days from today to the sample first payment (a two-week trial). */
const SAMPLE_DAYS = 14;

/** Preview with a sample date. */
export function Edit() {
	const sample = new Date( Date.now() + SAMPLE_DAYS * 86400000 );
	return (
		<div { ...useBlockProps() }>
			<span className="vitrine-first-payment">
				{ sprintf(
					/* translators: %s: date of the first payment, e.g. 1. Dezember 2026 */
					__( 'First payment: %s', 'vitrine' ),
					dateI18n( getSettings().formats.date, sample, undefined )
				) }
			</span>
			<p className="vitrine-first-payment-preview-note">
				{ __(
					'Preview: on a variable subscription, the date of the variation the shopper picks shows here.',
					'vitrine'
				) }
			</p>
		</div>
	);
}

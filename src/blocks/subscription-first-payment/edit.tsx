/**
 * Edit component of vitrine/subscription-first-payment: the server's
 * first-payment line (§2.3) of the subscription in the block's context, or
 * of the shop's sample subscription on a page, in the inserter or on the
 * product template. A variable subscription's line depends on the variation
 * a shopper picks (its area starts empty on the server), so there the
 * editor shows a line with a sample date and says so.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { dateI18n, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { previewPostId } from '../../shared/preview-rules';
import { previewSamples, ServerPreview } from '../../shared/server-preview';

/** Days from today to the sample first payment (a two-week trial). */
const SAMPLE_DAYS = 14;

/** A line with a sample date, for a variable subscription or no subscription at all. */
function SampleLine() {
	const sample = new Date( Date.now() + SAMPLE_DAYS * 86400000 );
	return (
		<>
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
		</>
	);
}

/**
 * The server's line, or the sample line.
 *
 * @param props            Block edit props.
 * @param props.name       Block name.
 * @param props.attributes Attributes.
 * @param props.context    Block context (postId, postType).
 */
export function Edit( {
	name,
	attributes,
	context,
}: BlockEditProps< Record< string, unknown > > ) {
	const postId = previewPostId(
		context ?? {},
		'vitrine_product',
		previewSamples().subscription
	);
	return (
		<div { ...useBlockProps() }>
			{ postId > 0 ? (
				<ServerPreview
					name={ name }
					attributes={ attributes }
					postId={ postId }
					emptyText=""
					empty={ <SampleLine /> }
				/>
			) : (
				<SampleLine />
			) }
		</div>
	);
}

/**
 * Edit component of the blocks that render the product or event of their
 * block context (price, add-to-cart form, first payment, event details): the
 * server's rendering for that post; on a page, in the inserter or on a
 * template, for one of the shop's own posts (`Blocks\PreviewSamples`), so
 * the editor sees the real markup with real data, inert.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { previewPostId, type PreviewSamples } from './preview-rules';
import { previewSamples, ServerPreview } from './server-preview';

/** What a context block renders: the post type and which sample stands in. */
export interface ContextPreviewOptions {
	postType: 'vitrine_product' | 'vitrine_event';
	sample: keyof PreviewSamples;
	/** Note when there is no such post at all (or it renders nothing). */
	emptyText: () => string;
}

/**
 * An edit component for a context block.
 *
 * @param options Post type, sample and note.
 * @example
 * registerBlockType( metadata, {
 * 	edit: contextPreview( { postType: 'vitrine_product', sample: 'product', emptyText: () => '…' } ),
 * } );
 */
export function contextPreview( options: ContextPreviewOptions ) {
	return function ContextPreview( {
		name,
		attributes,
		context,
	}: BlockEditProps< Record< string, unknown > > ) {
		const postId = previewPostId(
			context ?? {},
			options.postType,
			previewSamples()[ options.sample ]
		);
		const blockProps = useBlockProps();
		return (
			<div { ...blockProps }>
				{ postId > 0 ? (
					<ServerPreview
						name={ name }
						attributes={ attributes }
						postId={ postId }
						emptyText={ options.emptyText() }
					/>
				) : (
					<p className="vitrine-preview__note">
						{ options.emptyText() }
					</p>
				) }
			</div>
		);
	};
}

/** The note of product blocks when the shop has no product yet. */
export const noProductText = () =>
	__(
		'Shows the product of the page or of a query loop of products. Add a product to see a preview here.',
		'vitrine'
	);

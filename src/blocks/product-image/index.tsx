/**
 * Editor registration of vitrine/product-image; block.json is the source of
 * truth. In a query loop of products the editor shows the product's own
 * image (from the media library's record), else a square placeholder.
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/product-image/block.json';

type Attributes = {
	showBadges: boolean;
	isLink: boolean;
};

interface Media {
	source_url?: string;
	alt_text?: string;
	media_details?: { sizes?: Record< string, { source_url: string } > };
}

interface CoreSelectors {
	getEditedEntityRecord: (
		kind: string,
		name: string,
		id: number
	) => { featured_media?: number } | undefined;
	getMedia: ( id: number ) => Media | undefined;
}

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
	context: { postId?: number; postType?: string };
}

/**
 * The block in the editor.
 *
 * @param props               Block props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Changes them.
 * @param props.context       The product of the query loop (postId, postType).
 */
function Edit( { attributes, setAttributes, context }: EditProps ) {
	const media = useSelect(
		( select ) => {
			const core = select( 'core' ) as unknown as CoreSelectors;
			if ( ! context.postId || ! context.postType ) {
				return undefined;
			}
			const id = core.getEditedEntityRecord(
				'postType',
				context.postType,
				context.postId
			)?.featured_media;
			return id ? core.getMedia( id ) : undefined;
		},
		[ context.postId, context.postType ]
	);
	const url =
		media?.media_details?.sizes?.medium_large?.source_url ??
		media?.source_url;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'vitrine' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show sale and sold-out badges',
							'vitrine'
						) }
						checked={ attributes.showBadges }
						onChange={ ( showBadges ) =>
							setAttributes( { showBadges } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Link to the product page', 'vitrine' ) }
						checked={ attributes.isLink }
						onChange={ ( isLink ) => setAttributes( { isLink } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				{ url ? (
					<img src={ url } alt={ media?.alt_text ?? '' } />
				) : (
					<span
						className="vitrine-product-image__placeholder"
						aria-label={ __( 'Product image', 'vitrine' ) }
						role="img"
					/>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as unknown as BlockConfiguration< Attributes >, {
	edit: Edit,
} );

/**
 * Edit component of the shop's page blocks (cart, mini-cart, checkout, my
 * account): the server's own view for the person editing, as the shop would
 * show it to them: their cart (an empty cart gives the German empty-cart
 * view), the checkout of that cart, their account. These blocks have no
 * attributes to preview, so the block renderer is all they need.
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
import { ServerPreview } from './server-preview';

/**
 * The block's server view, inert.
 *
 * @param props            Block edit props.
 * @param props.name       Block name.
 * @param props.attributes Attributes (my account's alignment).
 * @example
 * registerBlockType( metadata, { edit: ShopPreview } );
 */
export function ShopPreview( {
	name,
	attributes,
}: BlockEditProps< Record< string, unknown > > ) {
	return (
		<div { ...useBlockProps() }>
			<ServerPreview
				name={ name }
				attributes={ attributes }
				emptyText={ __(
					'Each shopper sees their own cart or order here on the site.',
					'vitrine'
				) }
			/>
		</div>
	);
}

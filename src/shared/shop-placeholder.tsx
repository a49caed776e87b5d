/**
 * Edit component of the shop's page blocks (cart, mini-cart, checkout): they
 * show the shopper's own cart or order, which the editor has not, so the
 * editor shows what the block is and where it renders.
 */
/**
 * WordPress dependencies
 */
import { useBlockEditContext, useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

type PlaceholderIcon = ComponentProps< typeof Placeholder >[ 'icon' ];

/**
 * Placeholder with the block's translated title, icon and description.
 *
 * @example
 * registerBlockType( metadata, { edit: ShopPlaceholder } );
 */
export function ShopPlaceholder() {
	const { name } = useBlockEditContext();
	const type = getBlockType( name );
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon={ type?.icon?.src as PlaceholderIcon }
				label={ type?.title ?? name }
			>
				<p>{ type?.description }</p>
				<p>
					{ __(
						'Each shopper sees their own cart or order here on the site.',
						'vitrine'
					) }
				</p>
			</Placeholder>
		</div>
	);
}

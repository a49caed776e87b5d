/**
 * Editor registration of vitrine/payment-buttons; block.json is the source of truth.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from '../../../blocks/payment-buttons/block.json';
import { NotConfigured } from '../../shared/not-configured';

registerBlockType( metadata as BlockConfiguration, { edit: NotConfigured } );

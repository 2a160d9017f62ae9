import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { TextLink } from '@portal/ui-kit/link';
import { Section } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { Link } from 'react-router';
import { useWhmcsMappings } from '../api/get-mappings.ts';
import { mappingPath } from '../shared/labels.ts';

const TYPE_NAMES = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' } as const;

/** Each of the reseller's products beside the WHMCS product that sells it; a product opens its mapping. */
export function MappingTable() {
  const { t } = useLingui();
  const mappings = useWhmcsMappings();
  return (
    <Section
      query={mappings}
      loading={t`Loading the product mapping`}
      error={t`The product mapping could not be loaded`}
      empty={(rows) => rows.length === 0}
      emptyState={{ title: t`No products to map yet`, description: t`Create a product under Products; then map it to a WHMCS product here.` }}
    >
      {(rows) => (
        <Table caption={t`Product mapping`} captionHidden>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>
                <Trans>Your product</Trans>
              </Table.HeaderCell>
              <Table.HeaderCell>
                <Trans>Server type</Trans>
              </Table.HeaderCell>
              <Table.HeaderCell>
                <Trans>WHMCS product</Trans>
              </Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {rows.map(({ product, whmcs_product: remote }) => {
              const type = TYPE_NAMES[product.type];
              return (
                <Table.Row key={product.id}>
                  <Table.Cell>
                    <TextLink asChild>
                      <Link to={mappingPath(product.id)}>{product.name}</Link>
                    </TextLink>
                  </Table.Cell>
                  <Table.Cell>{type}</Table.Cell>
                  <Table.Cell>{remote ? remote.name : <Badge tone="warning">{t`Not mapped`}</Badge>}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table>
      )}
    </Section>
  );
}

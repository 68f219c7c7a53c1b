/**
 * One entry of a reference list (provisioningService/metadata/...): the value
 * to store (typeName) and the text to show (typeDisplayName).
 */
export interface TypeItem {
  typeName: string;
  typeDisplayName: string;
}

// What an app pays for the kit's connect button: the smallest use of the built package.
import { ConnectButton, GatehouseProvider } from '@gatehouse/kit'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.body).render(
  createElement(GatehouseProvider, null, createElement(ConnectButton)),
)

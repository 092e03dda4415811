// tests land with the module

import CairnWeb
enum _CS {}
